import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHttpLimits, type HttpLimits } from '@server/config';
import { startServer, type Running } from '@server/start';
import { testConfig } from './support/harness';
import { testDatabases } from './support/databases';
import { eventually, openSocket, parseReply, rawRequest } from './support/raw-http';
import { openSocket as openWebSocket } from './support/socket';

// The limits are Node's HTTP server settings, the same whatever the database: PGlite is enough here.
async function listening(http: Partial<HttpLimits>): Promise<{ running: Running; port: number; stop(): Promise<void> }> {
  const { db, drop } = await testDatabases[0]!.open();
  const running = await startServer(testConfig({ http: { ...defaultHttpLimits, ...http } }), { db, serveApp: false });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = running.app.server.address() as AddressInfo;
  return { running, port, stop: async () => (await running.close(), await drop()) };
}

const conf = 'GET /api/common/conf HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n';

/** Resolves when the socket closed; a guard far past the configured limit says it was never cut. */
function cutOrStillOpen(closed: Promise<void>, guardMs: number): Promise<'cut' | 'still open'> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<'still open'>((r) => (timer = setTimeout(() => r('still open'), guardMs)));
  return Promise.race([closed.then(() => 'cut' as const), guard]).finally(() => clearTimeout(timer));
}

async function expectNormalReplies(port: number, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const reply = await rawRequest(port, conf);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 0 });
  }
}

describe('slow clients', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 1_500,
      keepAliveTimeoutMs: 1_000,
      idleTimeoutMs: 1_000,
      checkIntervalMs: 100,
    });
  });
  afterAll(() => server?.stop());

  it('cuts a body trickled a byte at a time with a 408 envelope, while normal requests answer normally', async () => {
    const slow = await openSocket(server.port);
    slow.socket.write('POST /api/member/login HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{');
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(' '), 100);
    try {
      // Meanwhile other members are served as usual.
      await expectNormalReplies(server.port, 5);
      // Node's default would hold it for 300 s; the guard is far beyond the configured 1.5 s.
      expect(await cutOrStillOpen(slow.closed, 15_000)).toBe('cut');
    } finally {
      clearInterval(trickle);
    }
    // The member's app is told why, in an envelope (never Fastify's own JSON).
    const reply = parseReply(slow.received());
    expect(reply?.status).toBe(408);
    expect(JSON.parse(reply!.body)).toEqual({
      code: 408,
      msg: 'The request took too long to arrive. Check your connection and try again',
      data: null,
    });
    await expectNormalReplies(server.port, 2);
  });

  it('cuts headers trickled a line at a time', async () => {
    const slow = await openSocket(server.port);
    slow.socket.write('GET /api/common/conf HTTP/1.1\r\nHost: t\r\n');
    let n = 0;
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(`X-Pad-${(n += 1)}: a\r\n`), 100);
    try {
      await expectNormalReplies(server.port, 3);
      expect(await cutOrStillOpen(slow.closed, 15_000)).toBe('cut');
    } finally {
      clearInterval(trickle);
    }
    const reply = parseReply(slow.received());
    if (reply) expect(JSON.parse(reply.body)).toMatchObject({ code: 408, data: null });
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const idle = await openSocket(server.port);
    idle.socket.write('GET /api/common/conf HTTP/1.1\r\nHost: t\r\n\r\n');
    await eventually(async () => parseReply(idle.received()));
    expect(parseReply(idle.received())?.status).toBe(200);
    // Fastify's default keeps it 72 s; the configured 1 s is far below the guard.
    expect(await cutOrStillOpen(idle.closed, 15_000)).toBe('cut');
  });

  it('keeps a quiet WebSocket open past every one of those limits', async () => {
    const ws = await openWebSocket(`ws://127.0.0.1:${server.port}/ws`);
    let closed = false;
    ws.socket.on('close', () => (closed = true));
    // Quiet for twice the longest limit (no ping is due for 25 s): the upgraded socket is no request.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(closed).toBe(false);
    server.running.services.bus.publish({ type: 'bundle', version: 42 });
    expect((await ws.next()).message).toEqual({ type: 'bundle', version: 42 });
    ws.socket.close();
  });
});

describe('the connection cap', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ maxConnections: 3 });
  });
  afterAll(() => server?.stop());

  it('refuses connections beyond the cap and accepts again once one closes', async () => {
    const held = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await openSocket(server.port);
      s.socket.write('GET /api/common/conf HTTP/1.1\r\nHost: t\r\n\r\n');
      await eventually(async () => parseReply(s.received()));
      expect(parseReply(s.received())?.status).toBe(200);
      held.push(s);
    }
    const extra = await openSocket(server.port);
    extra.socket.write(conf);
    expect(await cutOrStillOpen(extra.closed, 15_000)).toBe('cut');
    expect(extra.received()).toBe('');

    held[0]!.socket.destroy();
    // The server counts the closed connection on its own schedule: ask until it is let in.
    const reply = await eventually(() => rawRequest(server.port, conf).catch(() => undefined));
    expect(reply.status).toBe(200);
    for (const s of held) s.socket.destroy();
  });
});
