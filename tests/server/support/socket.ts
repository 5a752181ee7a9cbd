import { createRequire } from 'node:module';

// Node 20 has no global WebSocket; 'ws' (the server side of @fastify/websocket) is the client here.
// It ships no types and @types/ws is not installed: the little used is typed below.
export interface ClientSocket {
  on(event: 'open', fn: () => void): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'error', fn: (err: Error) => void): void;
  on(event: 'close', fn: () => void): void;
  send(data: string): void;
  close(): void;
  readonly readyState: number;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

export const TIME_LIMIT_MS = 3_000;

/** A socket on /ws that keeps every message it receives, in order, with the time each arrived. */
export async function openSocket(
  url: string,
): Promise<{ socket: ClientSocket; received: { at: number; message: unknown }[]; next(): Promise<{ at: number; message: unknown }> }> {
  const socket = new WebSocket(url);
  const received: { at: number; message: unknown }[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push({ at: performance.now(), message: JSON.parse(data.toString('utf8')) as unknown });
    waiting.splice(0).forEach((fn) => fn());
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  let read = 0;
  return {
    socket,
    received,
    async next() {
      // Only a wait that happens has a deadline: one left armed for a message already here would reject unobserved.
      if (received.length <= read) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no message on the socket within ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS);
        });
        try {
          while (received.length <= read) await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), deadline]);
        } finally {
          clearTimeout(timer);
        }
      }
      return received[read++]!;
    },
  };
}
