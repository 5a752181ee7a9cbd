import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import app from '../../screens/app.json';
import { launchBrowser, phonePage } from './support/browser';
import { startAppServer } from './support/server';
import { signInByEmail } from './support/suite';
import { seriousViolations, type AxeFinding } from './support/axe';
import { openRoute } from './support/openRoute';
import { TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';
import { insertOffer } from '@server/blocks/offers';

type Theme = 'light' | 'dark';
interface Route {
  name: string;
  path: string;
  screen: string;
  login: boolean;
}

/** Staff routes (/ops) are desktop tools behind their own sign-in; this suite covers the member app. */
const memberRoutes = (app.routes as Route[]).filter((r) => !r.path.startsWith(app.staff.pathPrefix));

/**
 * Every member route of screens/app.json in light and dark at the phone viewport, with axe-core in
 * Chromium: the public routes signed out, then every route signed in (a verified member with funds,
 * so the money and trading screens show their forms). Any serious or critical WCAG 2.2 AA violation
 * fails, with the rule, the screen and an example element in the message.
 */
describe('accessibility (axe-core) of every member route in both themes', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let member: Trader;
  /** The query a route needs to show its content instead of an empty or error state. */
  let queries: Record<string, string>;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    member = (await traders(server.running.services, 1, 10_000, 'asset'))[0]!;
    const db = server.running.services.db;
    const first = async (sql: string) => String((await db.query<{ id: string }>(sql)).rows[0]?.id ?? '');
    const product = await first('SELECT id FROM fund_products ORDER BY id LIMIT 1');
    const provider = await first('SELECT id FROM follow_providers ORDER BY id LIMIT 1');
    // An open block trade, so /block-trades lists one and /block-apply shows its form.
    const hour = 3_600_000;
    const block = await insertOffer(db, {
      code: 'SPY',
      market: 'US',
      refPrice: '500.00',
      currency: 'USD',
      fxRate: '1',
      discountRate: '0.05',
      price: '475.00',
      quantity: 10_000,
      lot: 100,
      minQuantity: 100,
      maxQuantity: 1_000,
      startAt: new Date(Date.now() - hour),
      endAt: new Date(Date.now() + 24 * hour),
      lockupDays: 30,
      unlockAt: new Date(Date.now() + 31 * 24 * hour),
      createdBy: null,
      at: new Date(Date.now() - 2 * hour),
    });
    queries = {
      stockInfo: 'code=SPY',
      stockOrder: 'code=SPY&side=buy',
      holdingDetail: 'code=SPY',
      closePosition: 'code=SPY',
      topBuy: `id=${product}`,
      followProvider: `id=${provider}`,
      subscribe: `id=${provider}`,
      blockApply: `id=${block}`,
      richtext: 'doc=terms',
      openLocation: 'lat=51.5078788&lng=-0.0877321&label=London%20Bridge',
    };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = (page: Page, route: Route) => openRoute(page, route, queries[route.name]);

  async function audit(page: Page, routes: Route[], label: string, found: string[], counts: Map<string, number>): Promise<void> {
    for (const route of routes) {
      await open(page, route);
      const findings: AxeFinding[] = await seriousViolations(page);
      // One h1 per screen, its title (drawn in the bar, or read only where the screen has no bar).
      const h1 = await page.locator('.mer-screen h1').allTextContents();
      if (h1.length !== 1 || !h1[0]!.trim())
        findings.push({ rule: 'one-h1', impact: 'serious', nodes: h1.length, example: JSON.stringify(h1) });
      for (const f of findings) {
        found.push(`${label} ${route.name} (${new URL(page.url()).pathname}): ${f.rule} x${f.nodes} ${f.example}`);
        counts.set(f.rule, (counts.get(f.rule) ?? 0) + f.nodes);
      }
    }
  }

  /** Audits every route in one theme on its own page; returns the findings, one line per screen and rule. */
  async function auditTheme(theme: Theme): Promise<string[]> {
    const { page } = await phonePage(browser, server.url);
    await page.addInitScript((t) => {
      localStorage.setItem('meridian.theme', JSON.stringify(t));
      localStorage.setItem('meridian.locale', JSON.stringify('en'));
    }, theme);
    await page.goto('/home');
    const found: string[] = [];
    const counts = new Map<string, number>();
    await audit(
      page,
      memberRoutes.filter((r) => !r.login),
      `${theme}/out`,
      found,
      counts,
    );
    await signInByEmail(page, member.email, TRADER_PASSWORD);
    await page.waitForURL('**/mine');
    await audit(page, memberRoutes, `${theme}/in`, found, counts);
    // The per-rule totals (failing elements) are the figures the closing note reports.
    console.info(`axe ${theme}: ${found.length} screen findings`, Object.fromEntries(counts));
    await page.context().close();
    return found;
  }

  // The two themes side by side, each on its own page: a screen's audit is mostly waiting for its
  // data and transitions (about 0.5 s a route, axe itself about 0.1 s), so two overlap well. The
  // limit is a net for a hang, not a speed check: 84 audits a theme took 52 s alone (75 s for both
  // side by side), and more than 90 s each while the server lane shared the two cores (a CI run).
  for (const theme of ['light', 'dark'] as Theme[])
    it.concurrent(
      `has no serious or critical violation in the ${theme} theme`,
      async () => {
        expect(await auditTheme(theme)).toEqual([]);
      },
      300_000,
    );

  /** Presses Tab until the focused element matches `selector`; false if it never does. */
  async function tabTo(page: Page, selector: string, most = 30): Promise<boolean> {
    for (let i = 0; i < most; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) === true, selector)) return true;
    }
    return false;
  }

  it('ticks the registration consent with Tab and Space, and rings focused buttons (dark theme)', async () => {
    const { page } = await phonePage(browser, server.url);
    await page.addInitScript(() => {
      localStorage.setItem('meridian.theme', JSON.stringify('dark'));
      localStorage.setItem('meridian.locale', JSON.stringify('en'));
    });
    await page.goto('/register');
    const consent = page.locator('.mer-agree .adm-checkbox');
    await consent.waitFor();
    expect(await tabTo(page, '.mer-agree input[type="checkbox"]')).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => consent.getAttribute('class')).toContain('adm-checkbox-checked');
    // The box it ticks is a 44 px target, and the focus shows on it.
    const box = await consent.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await page.locator('.mer-agree .adm-checkbox-icon').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    expect(await tabTo(page, '.adm-button-primary')).toBe(true);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '2px' });
    await page.context().close();
  }, 60_000);

  it('reaches the tab bar with Tab and opens a tab with Enter', async () => {
    const { page } = await phonePage(browser, server.url);
    await page.addInitScript(() => localStorage.setItem('meridian.locale', JSON.stringify('en')));
    await page.goto('/home');
    await page.locator('.mer-tabbar-item').first().waitFor();
    expect(await tabTo(page, '.mer-tabbar-item:not([aria-current])', 80)).toBe(true);
    const name = await page.evaluate(() => document.activeElement!.textContent);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.mer-tabbar-item[aria-current="page"]').textContent()).toBe(name);
    const box = await page.locator('.mer-tabbar-item').first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.context().close();
  }, 60_000);
});
