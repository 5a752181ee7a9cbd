import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser holds for one push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: crypto.ECDH;
  p256dh: string;
  auth: string;
}

/** Every push event flag (server/notices/push-events.ts PUSH_EVENTS) off, with the ones given turned on or off. */
export function pushEvents(chosen: Partial<Record<PushEventName, boolean>> = {}): Record<PushEventName, boolean> {
  return { deposit: false, withdrawal: false, order: false, copyStopLoss: false, fundSettled: false, chatReply: false, ...chosen };
}
export type PushEventName = 'deposit' | 'withdrawal' | 'order' | 'copyStopLoss' | 'fundSettled' | 'chatReply';

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service standing in for the browser vendors' (the outer edge of the system): records every
 * POST and answers with the status `answer` gives for its path (201 by default).
 */
export async function pushStandIn(): Promise<{
  url: (id: string) => string;
  received: Received[];
  answer: Map<string, number>;
  /** A path's answer waits for its promise: a slow push service. */
  hold: Map<string, Promise<void>>;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const answer = new Map<string, number>();
  const hold = new Map<string, Promise<void>>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      void (hold.get(path) ?? Promise.resolve()).then(() => {
        res.statusCode = answer.get(path) ?? 201;
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (id) => `http://127.0.0.1:${port}/push/${id}`,
    received,
    answer,
    hold,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
