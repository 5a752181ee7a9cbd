import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../browser/chromium';

export interface PageScores {
  route: string;
  /** Where the page ended up (a redirect to the sign-in screen, say): the bench fails when it is not the route. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  /** The other metrics of the performance score, to say where a page loses it. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
  /** Audits of the accessibility category that failed, by id, to say what to fix. */
  failedAccessibility: string[];
}

/** Runs per page; the median performance of these is the page's figure (one run on this machine moves by 15). */
const RUNS = 3;

/**
 * Lighthouse 12.2.3 (the last for Node 20) with its default mobile settings (emulated phone,
 * simulated slow 4G) against pages of the built app served by the real server, in Debian's
 * Chromium, each with a cold cache: the browser's HTTP cache is emptied before every run (a first
 * visit), while the session the app keeps on the device is written before the runs of a page that
 * needs a member (Lighthouse is told not to clear storage, which would also have cleared it).
 */
export async function lighthouseScores(base: string, pages: { route: string; token?: string }[]): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  const results: PageScores[] = [];
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    for (const { route, token } of pages) {
      const runs: PageScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await context.newPage();
        await page.goto(`${base}/language`);
        await page.evaluate(
          (t) => (t ? localStorage.setItem('meridian.session.token', JSON.stringify(t)) : localStorage.clear()),
          token ?? '',
        );
        // Cold: what the visit to /language just cached goes too, the service worker it may have
        // installed and that worker's precache included (a first visit has neither).
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
        await cdp.detach();
        await page.close();
        runs.push(await audit(chrome.port, base, route));
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
      results.push({
        ...median,
        // Every run must have landed on the page; accessibility and best practices are the worst seen.
        finalUrl: runs.find((r) => r.finalUrl !== `${base}${route}`)?.finalUrl ?? median.finalUrl,
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
      });
    }
    await browser.close();
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * What Lighthouse's PWA audits checked before version 12 dropped them, asked of Chromium itself in a
 * real (not incognito) profile: the reasons it would not offer to install the app (none expected
 * once the service worker controls the page), and what a navigation shows with the network off.
 */
export async function installableChecks(base: string): Promise<{ installabilityErrors: string[]; offlineScreen: boolean }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto(`${base}/home`);
    const offlineScreen = await page
      .locator('.mer-offline button')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await browser.close();
    return { installabilityErrors: installabilityErrors.map((e) => e.errorId), offlineScreen };
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, base: string, route: string): Promise<PageScores> {
  const once = () =>
    lighthouse(`${base}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
  let run = await once();
  // A run Lighthouse itself gave up on (e.g. a protocol timeout on a busy machine) scores 0
  // without measuring anything: said, and run once more.
  if (run?.lhr.runtimeError) {
    console.log(`  lighthouse ${route}: ${run.lhr.runtimeError.code} (${run.lhr.runtimeError.message}); once more`);
    run = await once();
  }
  if (!run) throw new Error(`lighthouse gave no result for ${route}`);
  if (process.env.LIGHTHOUSE_REPORTS) {
    // LIGHTHOUSE_REPORTS=<dir>: each run's whole report, to read its opportunities and diagnostics.
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(run.lhr));
  }
  const { categories, audits } = run.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    route,
    finalUrl: run.lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue ?? 0,
    largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? 0,
    speedIndexMs: audits['speed-index']?.numericValue ?? 0,
    cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? 0,
    failedAccessibility: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}
