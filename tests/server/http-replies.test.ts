import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { startServer } from '@server/start';
import { describeOnPglite, testConfig } from './support/harness';
import { testDatabases } from './support/databases';
import { rawRequest, type RawReply } from './support/raw-http';

const { endpoints } = loadCatalogue();

function expectEnvelope(
  reply: { status: number; headers: Record<string, string | string[] | number | undefined>; body: string },
  status: number,
  where: string,
): void {
  expect(reply.status, where).toBe(status);
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), `${where}: ${reply.body}`).toEqual(['code', 'data', 'msg']);
  expect(body, where).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
  expect(reply.headers['cache-control'], where).toBe('no-store');
  expect(reply.headers['permissions-policy'], where).toMatch(/camera=\(\).*geolocation=\(self\).*microphone=\(\).*payment=\(\)/);
}

describeOnPglite('what every /api reply is', (get) => {
  it('answers every refusal over real HTTP as the envelope, whatever layer refuses (431 header overflow, 413, wrong media type, bad JSON, unknown path or method, not HTTP)', async () => {
    const s = get();
    await s.running.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.running.app.server.address() as AddressInfo;
    const post = (type: string, body: string) =>
      `POST /api/member/login HTTP/1.1\r\nHost: t\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const cases: [string, string, number][] = [
      // Node's parser refuses it before Fastify: the client-error handler writes the envelope.
      [
        'a query string over 16 KB',
        `GET /api/member/country?keyword=${'k'.repeat(17_000)} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n`,
        431,
      ],
      ['a body over the limit', post('application/json', JSON.stringify({ pad: 'x'.repeat(1_100_000) })), 413],
      ['an unsupported media type', post('text/xml', '<login/>'), 400],
      ['bad JSON', post('application/json', '{"email":'), 400],
      ['an unknown path', 'GET /api/no/such/thing HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n', 404],
      ['an unknown method', 'DELETE /api/member/login HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n', 404],
      ['a request that is not HTTP', 'HELLO /api/x\r\n\r\n', 400],
    ];
    for (const [name, request, status] of cases) {
      const reply: RawReply = await rawRequest(port, request);
      expectEnvelope(reply, status, name);
    }
  });

  it('puts no-store and Permissions-Policy on the reply of every catalogue endpoint', async () => {
    const s = get();
    for (const e of endpoints) {
      const res = await s.running.app.inject({ method: e.method, url: `/api/${e.path}`, remoteAddress: '127.0.0.1' });
      const where = `${e.method} ${e.path}`;
      expect(res.headers['cache-control'], where).toBe('no-store');
      expect(res.headers['permissions-policy'], where).toContain('camera=()');
    }
    const conf = await s.running.app.inject({ method: 'GET', url: '/api/common/conf' });
    expect(conf.headers['cache-control']).toBe('no-store');
  });
});

describe('Permissions-Policy beyond the API', () => {
  it('is on the app page and its files, which keep their own caching', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Meridian</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { db, drop } = await testDatabases[0]!.open();
    const running = await startServer({ ...testConfig(), staticDir: dir }, { db, serveApp: true });
    try {
      for (const url of ['/', '/pages/login/login', '/assets/app-abc123.js']) {
        const res = await running.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['permissions-policy'], url).toContain('geolocation=(self)');
        expect(res.headers['cache-control'], url).not.toBe('no-store');
      }
    } finally {
      await running.close();
      await drop();
    }
  });
});
