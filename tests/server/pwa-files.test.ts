import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@server/clock';
import { startServer } from '@server/start';
import { defaultLimits } from '@server/config';
import { freshIp, makeServer, testConfig, type TestServer } from './support/harness';
import { testDatabases } from './support/databases';

// The files that make the app installable, as the build lays them out (vite-plugin-pwa writes
// sw.js, its Workbox runtime and manifest.webmanifest at the top of dist/, the icons come from
// engine/public/): each with its own type, the worker and the manifest revalidated on every visit
// (a cached sw.js would hold an old version back), and a missing one a 404 instead of the app's HTML.
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pwa-dist-'));
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'define(["./workbox-1a2b"], function (w) { w.precacheAndRoute([]); });\n');
  fs.writeFileSync(path.join(dir, 'workbox-1a2b.js'), 'define([], function () {});\n');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Meridian', start_url: '/' }));
  fs.copyFileSync('engine/public/favicon.ico', path.join(dir, 'favicon.ico'));
  fs.copyFileSync('engine/public/push-handler.js', path.join(dir, 'push-handler.js'));
  fs.copyFileSync('engine/public/icons/icon-192.png', path.join(dir, 'icons/icon-192.png'));
  return dir;
}

const API_PER_MINUTE = 30;

describe(`installable app files [${testDatabases[0]!.name}]`, () => {
  let server: TestServer;
  let dist: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    dist = writeDist();
    const opened = await testDatabases[0]!.open();
    drop = opened.drop;
    const clock = manualClock(new Date());
    const running = await startServer(testConfig({ staticDir: dist, limits: { ...defaultLimits, requestsPerMinute: API_PER_MINUTE } }), {
      db: opened.db,
      clock,
      serveApp: true,
    });
    server = makeServer(running, clock);
  });
  afterAll(async () => {
    fs.rmSync(server.running.services.config.dataDir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
    await server.running.close();
    await drop();
  });
  const get = (url: string) => server.running.app.inject({ method: 'GET', url });

  it.each([
    ['/sw.js', /^(text|application)\/javascript\b/],
    ['/workbox-1a2b.js', /^(text|application)\/javascript\b/],
    // The Web Push handler sw.js imports: revalidated too, or an old handler would outlive a deployment.
    ['/push-handler.js', /^(text|application)\/javascript\b/],
    ['/manifest.webmanifest', /^application\/manifest\+json\b/],
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/icons/icon-192.png', /^image\/png$/],
  ])('%s answers its own file with its type, revalidated', async (url, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, url)))).toBe(true);
  });

  it('answers a missing file with a 404, never with the app page', async () => {
    for (const url of ['/sw-old.js', '/manifest.json', '/icons/icon-1024.png', '/apple-touch-icon.png?v=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });

  it('still answers an app route with the app page', async () => {
    const res = await get('/pages/index/market?tab=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it("does not spend an address's API allowance on the app's files (an install fetches the whole shell)", async () => {
    const remoteAddress = freshIp();
    for (let i = 0; i < API_PER_MINUTE * 2; i++) {
      const res = await server.running.app.inject({ method: 'GET', url: i % 2 ? '/sw.js' : '/icons/icon-192.png', remoteAddress });
      expect(res.statusCode).toBe(200);
    }
    // Spelled as the router reads it, not as the API's prefix is written: each still counts.
    const spellings = ['/api/common/conf', '/%61pi/common/conf', '/./api/common/conf', '/api/../api/common/conf'];
    const api = async (i: number) =>
      (await server.running.app.inject({ method: 'GET', url: spellings[i % spellings.length]!, remoteAddress })).statusCode;
    for (let i = 0; i < API_PER_MINUTE; i++) expect(await api(i)).toBe(200);
    expect(await api(1)).toBe(429);
    expect(await api(0)).toBe(429);
  });
});
