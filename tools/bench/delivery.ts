import http from 'node:http';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/chromium';

/** Body bytes of one GET as they come off the wire (not decoded), for the Accept-Encoding given. */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * What a phone downloads to show a page of the built app, served by the real server: Chromium opens
 * it and lists every request of this origin until the network is idle; each is then fetched again
 * with `Accept-Encoding: br, gzip` and with none, counting the body bytes received (not file sizes).
 */
export async function pageTransfer(base: string, route: string): Promise<{ urls: string[]; compressed: number; identity: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const urls: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(base) && !urls.includes(req.url())) urls.push(req.url());
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // The API calls a page makes are measured by the API benches; this figure is the app itself.
    const assets = urls.filter((u) => !new URL(u).pathname.startsWith('/api/'));
    let compressed = 0;
    let identity = 0;
    for (const url of assets) {
      compressed += await wireBytes(url, 'br, gzip');
      identity += await wireBytes(url, 'identity');
    }
    return { urls: assets, compressed, identity };
  } finally {
    await browser.close();
  }
}
