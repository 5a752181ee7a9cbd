import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { editFile, editorToken, newDraft, ok, publishDraft, setAt } from '../support/studio';

// Node 20 has no global WebSocket; 'ws' (the server side of @fastify/websocket) is the client here.
// It ships no types and @types/ws is not installed: the little used is typed below.
interface ClientSocket {
  on(event: 'open', fn: () => void): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'error', fn: (err: Error) => void): void;
  on(event: 'close', fn: () => void): void;
  send(data: string): void;
  close(): void;
  readonly readyState: number;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

const TIME_LIMIT_MS = 3_000;
const NOT_FOUND = 'screens/pages/notFound.json';

/** A socket on /ws that keeps every message it receives, in order, with the time each arrived. */
async function openSocket(url: string): Promise<{ socket: ClientSocket; received: { at: number; message: unknown }[]; next(): Promise<{ at: number; message: unknown }> }> {
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
      const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no message on the socket within ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS));
      while (received.length <= read) await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), deadline]);
      return received[read++]!;
    },
  };
}

/** Publishes a small change to the not-found screen; answers the new version. */
async function publishChange(s: TestServer, icon: string): Promise<number> {
  const token = await editorToken(s);
  const draft = await newDraft(s, token, `Icon ${icon}`);
  ok(await editFile(s, token, draft, NOT_FOUND, (d) => setAt(d, '/body/0/props/icon', icon)), 'file_save');
  return publishDraft(s, token, draft);
}

describeEachDatabase('studio: the realtime socket tells open apps about a publish', (get) => {
  let url: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const app = get().running.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  });

  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function open() {
    const opened = await openSocket(url);
    sockets.push(opened.socket);
    return opened;
  }

  it('sends {"type":"bundle","version":N} when a version is published, within the time limit', async ({ annotate }) => {
    const s = get();
    const app = await open();
    await editorToken(s); // signed in beforehand, so the measured time is the publish's
    const started = performance.now();
    const version = await publishChange(s, 'soon');
    const replied = performance.now();
    const { at, message } = await app.next();
    expect(message).toEqual({ type: 'bundle', version });
    const delay = Math.round(at - replied);
    const total = Math.round(at - started);
    await annotate(`socket heard version ${version} ${delay} ms after the publish reply (${total} ms after the draft began)`);
    expect(at - started, `delay after the publish reply: ${delay} ms; from the start of the change: ${total} ms`).toBeLessThan(TIME_LIMIT_MS);
  });

  it('tells every open socket, and says nothing for a publish the gate refused', async () => {
    const s = get();
    const first = await open();
    const second = await open();
    const token = await editorToken(s);
    // Refused: nothing was published, so nothing may be announced.
    const broken = await newDraft(s, token, 'Broken');
    await editFile(s, token, broken, NOT_FOUND, (d) => setAt(d, '/body/0/widget', 'Marquee'));
    expect((await s.call('POST', 'ops/studio/publish', { draft: broken }, { token })).body.code).toBe(422);
    const version = await publishChange(s, 'error');
    // The first message each socket hears is the successful publish.
    expect((await first.next()).message).toEqual({ type: 'bundle', version });
    expect((await second.next()).message).toEqual({ type: 'bundle', version });
    // A rollback is a new published version too.
    const rolled = ok<{ version: number }>(await s.call('POST', 'ops/studio/rollback', { version: 1, message: 'Back' }, { token }), 'rollback').version;
    expect((await first.next()).message).toEqual({ type: 'bundle', version: rolled });
    expect((await second.next()).message).toEqual({ type: 'bundle', version: rolled });
  });

  it('ignores what an app sends, and keeps the socket open', async () => {
    const s = get();
    const app = await open();
    app.socket.send(JSON.stringify({ type: 'bundle', version: 999 }));
    const version = await publishChange(s, 'empty');
    expect((await app.next()).message).toEqual({ type: 'bundle', version });
    expect(app.received).toHaveLength(1);
  });
});
