import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '@tools/browser/chromium';

/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). The flags keep it from
 * stalling on this machine's closed network.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/** A phone-sized page (iPhone 12 viewport) that records console errors and uncaught exceptions. */
export async function phonePage(browser: Browser, baseURL: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}
