import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@server/clock';
import { startServer } from '@server/start';
import { apiCompressionThreshold } from '@server/http/compression';
import { makeServer, testConfig, type TestServer } from './support/harness';
import { testDatabases } from './support/databases';
import { multipartBody } from './support/multipart';
import { jpeg } from './support/images';

// What a phone receives: the built app precompressed and negotiated, hashed assets cached for good,
// index.html revalidated, API replies compressed above a threshold. Static serving does not touch
// the database, so PGlite alone runs it; the build is stood in for by a small dist of the same shape.
const asset = 'console.log("meridian");\n'.repeat(200);
const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<!-- app -->'.repeat(100)}</body></html>`;

function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': html, 'assets/index-AbC123.js': asset };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  }
  // Under the build's threshold: no compressed copy, and none made on the fly either.
  fs.writeFileSync(path.join(dir, 'assets/logo-Xy9.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

const decode = (encoding: string | undefined, raw: Buffer): string =>
  encoding === 'br' ? zlib.brotliDecompressSync(raw).toString() : encoding === 'gzip' ? zlib.gunzipSync(raw).toString() : raw.toString();

describe(`delivery [${testDatabases[0]!.name}]`, () => {
  let server: TestServer;
  let dist: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    dist = writeDist();
    const opened = await testDatabases[0]!.open();
    drop = opened.drop;
    const clock = manualClock(new Date());
    const running = await startServer(testConfig({ staticDir: dist }), { db: opened.db, clock, serveApp: true });
    server = makeServer(running, clock);
  });
  afterAll(async () => {
    fs.rmSync(server.running.services.config.dataDir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
    await server.running.close();
    await drop();
  });
  const get = (url: string, acceptEncoding?: string) =>
    server.running.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('serves a hashed asset for Accept-Encoding %s as %s, with Vary and immutable caching', async (accept, encoding) => {
    const res = await get('/assets/index-AbC123.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(encoding, res.rawPayload)).toBe(asset);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(asset.length / 5);
  });

  it('sends a file the build did not precompress as it is (no compression on the fly outside /api)', async () => {
    const res = await get('/assets/logo-Xy9.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });

  it('serves index.html (by name and as the fallback of an app route) negotiated and never cached', async () => {
    for (const url of ['/index.html', '/login', '/']) {
      const br = await get(url, 'br, gzip');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(String(br.headers.vary), url).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(decode('br', br.rawPayload), url).toBe(html);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(html);
    }
  });

  it(`compresses /api replies of ${apiCompressionThreshold} bytes and more, as envelopes`, async () => {
    const res = await get('/api/member/country', 'br, gzip');
    const text = decode(res.headers['content-encoding'] as string | undefined, res.rawPayload);
    expect(text.length).toBeGreaterThanOrEqual(apiCompressionThreshold);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(text)).toMatchObject({ code: 0 });
    const gz = await get('/api/member/country', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gz.rawPayload))).toMatchObject({ code: 0 });
    const plain = await get('/api/member/country');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('leaves /api replies under the threshold, errors included, as they are', async () => {
    for (const url of ['/api/common/conf', '/api/member/info', '/api/no/such']) {
      const res = await get(url, 'br, gzip');
      expect(res.body.length, url).toBeLessThan(apiCompressionThreshold);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(Object.keys(JSON.parse(res.body) as object).sort(), url).toEqual(['code', 'data', 'msg']);
    }
  });

  it('uploads a file (multipart) and serves it back byte for byte for a client that accepts br', async () => {
    const member = await server.registerByEmail('delivery-upload@example.com');
    const { body, contentType } = multipartBody({ purpose: 'realname_front' }, { name: 'id.jpg', bytes: jpeg() });
    const headers = { authorization: `Bearer ${member.token}`, 'accept-encoding': 'br, gzip' };
    const up = await server.running.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body,
      headers: { ...headers, 'content-type': contentType },
    });
    const reply = JSON.parse(up.body) as { code: number; data: { url: string; size: number } };
    expect(reply.code).toBe(0);
    const read = await server.running.app.inject({ method: 'GET', url: reply.data.url, headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-encoding']).toBeUndefined();
    expect(read.rawPayload.length).toBe(reply.data.size);
  });

  it('opens the websocket for a client that accepts br, as browsers do on the upgrade', async () => {
    await server.running.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.running.app.server.address() as AddressInfo;
    type Socket = { on(e: string, fn: (arg?: unknown) => void): void; close(): void };
    const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, opts: { headers: Record<string, string> }) => Socket;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', (err) => reject(err as Error));
    });
    socket.close();
  });
});
