import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';
import { chromiumFlags, chromiumPath } from '@tools/browser/chromium';
import { startAppServer } from './support/server';
import { useEnglish } from './support/app';

type AppServer = Awaited<ReturnType<typeof startAppServer>>;

/** Every URL the page's Cache Storage holds, over all caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

/** Waits for the service worker to be active and to control the page (after a reload, for the first visit). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The installable app in Chromium against the real server: the manifest and its icons, the service
 * worker that precaches the shell (never an /api answer), the offline screen, and the update bar.
 * The build is copied to a directory of this file's own, because the last test changes its sw.js
 * as a new deployment would.
 */
describe('installable app in Chromium', () => {
  let server: AppServer;
  let browser: Browser;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pwa-e2e-'));
    fs.cpSync(path.resolve(process.env.E2E_STATIC_DIR ?? 'dist'), dist, { recursive: true });
    server = await startAppServer({ STATIC_DIR: dist });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('links a manifest with the fields and icons an install needs, and Chromium reads it without errors', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'Meridian', short_name: 'Meridian', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      const meta = await sharp(await image.body()).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // What Chromium itself checks before it offers "Install app" (Lighthouse 12 no longer audits it).
  // Not in a Playwright context: those are incognito, which Chromium never installs from.
  it('is installable by Chromium once its service worker runs', async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
      baseURL: server.url,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it('controls the page after a reload with the shell precached, and never keeps an /api answer', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await page.goto('/pages/index/news');
    await controlled(page);
    const apiAnswers: boolean[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiAnswers.push(r.fromServiceWorker());
    });
    await page.reload();
    await page.getByText('뉴스', { exact: true }).first().waitFor();
    const urls = await cachedUrls(page);
    const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.getAttribute('src'));
    expect(urls).toEqual(expect.arrayContaining(['/index.html', entry!]));
    expect(urls.some((u) => u.endsWith('.css'))).toBe(true);
    expect(urls.filter((u) => u.startsWith('/api/') || u.startsWith('/ws'))).toEqual([]);
    expect(apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.filter(Boolean)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without a network shows the offline screen from the cached shell, with a Retry; back online, the app returns', async () => {
    const { page } = await phonePage(browser, server.url);
    await useEnglish(page);
    await controlled(page);
    await page.context().setOffline(true);
    await page.goto('/pages/index/mine');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    // Back online: the page tries again by itself (the online event), as Retry does.
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ state: 'detached' });
    await page.getByText('Log in', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('offers a new version in a status bar, and reloads into it when the member accepts', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await useEnglish(page);
    await controlled(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // A new deployment: a different sw.js (its precache list names other revisions).
    const sw = path.join(dist, 'sw.js');
    fs.writeFileSync(sw, `${fs.readFileSync(sw, 'utf8')}\n// deployment 2\n`);
    for (const copy of [`${sw}.br`, `${sw}.gz`]) fs.rmSync(copy, { force: true });
    await page.evaluate(() => window.localStorage.setItem('pwa-e2e', 'before'));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const bar = page.getByRole('status').filter({ hasText: 'A new version of Meridian is available.' });
    await bar.waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await bar.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, url: navigator.serviceWorker.controller!.scriptURL };
    });
    expect(state).toEqual({ waiting: null, url: first });
    expect(await page.getByRole('status').filter({ hasText: 'A new version' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
