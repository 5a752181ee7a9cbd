import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './delivery';

export interface PageScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  /** Audits of the accessibility category that failed, by id, to say what to fix. */
  failedAccessibility: string[];
}

/**
 * Lighthouse 12.2.3 (the last for Node 20) with its default mobile settings (emulated phone,
 * simulated slow 4G) against pages of the built app served by the real server, in Debian's Chromium.
 * A page that needs a member is opened with the session the app keeps on the device, written
 * before the run; Lighthouse is told not to clear storage so it stays.
 */
export async function lighthouseScores(base: string, pages: { route: string; token?: string }[]): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  const results: PageScores[] = [];
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const { route, token } of pages) {
      const context = browser.contexts()[0]!;
      const page = await context.newPage();
      await page.goto(`${base}/language`);
      await page.evaluate(
        (t) => (t ? localStorage.setItem('meridian.session.token', JSON.stringify(t)) : localStorage.clear()),
        token ?? '',
      );
      await page.close();
      const audit = () =>
        lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
      let run = await audit();
      // A run Lighthouse itself gave up on (e.g. a protocol timeout on a busy machine) scores 0
      // without measuring anything: said, and run once more.
      if (run?.lhr.runtimeError) {
        console.log(`  lighthouse ${route}: ${run.lhr.runtimeError.code} (${run.lhr.runtimeError.message}); once more`);
        run = await audit();
      }
      if (!run) throw new Error(`lighthouse gave no result for ${route}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failedAccessibility = (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
      results.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue ?? 0,
        failedAccessibility,
      });
    }
    await browser.close();
  } finally {
    chrome.kill();
  }
  return results;
}
