import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import app from '../../screens/app.json';
import { launchBrowser } from './support/browser';
import { startAppServer } from './support/server';
import { signInAsStaff } from './support/staff';
import { seriousViolations } from './support/axe';
import { openRoute } from './support/openRoute';
import { traders } from '@tools/fixtures/traders';
import { createStaff } from '@server/staff/accounts';
import { insertDeposit } from '@server/wallet/deposits';

type Theme = 'light' | 'dark';
interface Route {
  name: string;
  path: string;
  screen: string;
}

const staffRoutes = (app.routes as Route[]).filter((r) => r.path.startsWith(app.staff.pathPrefix));
const ADMIN = { email: 'a11y-admin@meridian.local', password: 'Access1234!' };

/**
 * The staff screens (/ops) under the same bar as the member app (a11y.test.ts): every staff route
 * of screens/app.json, in light and dark, at a desktop viewport (staff work at a desk), signed in as
 * an administrator so every screen opens; the sign-in screen also signed out. Detail screens get the
 * query of a real record, so they show their content rather than an empty state. Any serious or
 * critical WCAG 2.2 AA violation fails, naming the rule, the screen and an example element.
 */
describe('accessibility (axe-core) of every staff route in both themes', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let queries: Record<string, string>;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    await createStaff(server.running.services, { ...ADMIN, name: 'Access Admin', roles: ['admin'] });
    // A verified member (a KYC record to open) with a deposit under review.
    const [member] = await traders(server.running.services, 1, 1_000, 'asset');
    const db = server.running.services.db;
    const first = async (sql: string) => String((await db.query<{ v: string }>(sql)).rows[0]?.v ?? '');
    await insertDeposit(db, {
      memberId: member!.memberId,
      orderNo: 'A11Y-DEPOSIT-1',
      currencyType: 'virtual',
      currency: 'USDT',
      protocol: 'TRC20',
      recId: 1,
      recTarget: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '250.00',
      voucherKey: await first(`SELECT key AS v FROM uploads WHERE member_id = ${member!.memberId} LIMIT 1`),
      voucherSha256: 'a11y',
      txHash: null,
      depositorName: 'A11y Member',
      at: new Date(),
    });
    queries = {
      opsKycDetail: `uid=${await first('SELECT m.uid::text AS v FROM realname_verifications r JOIN members m ON m.id = r.member_id LIMIT 1')}`,
      opsDepositDetail: `id=${await first('SELECT id::text AS v FROM deposits ORDER BY id LIMIT 1')}`,
      opsContentEdit: `id=${await first('SELECT id::text AS v FROM content_items ORDER BY id LIMIT 1')}`,
      opsDocumentEdit: 'key=terms',
    };
    for (const [route, query] of Object.entries(queries)) expect(query, route).not.toMatch(/=$/);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = (page: Page, route: Route) => openRoute(page, route, queries[route.name]);

  /** Audits every staff route on `page` in the theme it shows now; one line per screen and rule. */
  async function auditRoutes(page: Page, theme: Theme): Promise<string[]> {
    const found: string[] = [];
    const counts = new Map<string, number>();
    for (const route of staffRoutes.filter((r) => r.name !== 'opsLogin')) {
      await open(page, route);
      for (const f of await seriousViolations(page)) {
        found.push(`${theme} ${route.name} (${new URL(page.url()).pathname}): ${f.rule} x${f.nodes} ${f.example}`);
        counts.set(f.rule, (counts.get(f.rule) ?? 0) + f.nodes);
      }
    }
    // The per-rule totals (failing elements) are the figures the closing note reports.
    console.info(`axe staff ${theme}: ${found.length} screen findings`, Object.fromEntries(counts));
    return found;
  }

  // One staff session for both themes (a staff sign-in mails a code, and a second one within the
  // resend interval would wait for it): the theme is switched as the member's setting does, stored
  // and applied on the next load.
  it('has no serious or critical violation in either theme, signed out or in', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const setTheme = (theme: Theme) =>
      page.evaluate((t) => {
        localStorage.setItem('meridian.theme', JSON.stringify(t));
        localStorage.setItem('meridian.locale', JSON.stringify('en'));
      }, theme);
    const found: string[] = [];
    await page.goto('/ops/login');
    for (const theme of ['dark', 'light'] as Theme[]) {
      await setTheme(theme);
      await page.reload();
      await page.getByPlaceholder('name@company').waitFor();
      for (const f of await seriousViolations(page)) found.push(`${theme} opsLogin (signed out): ${f.rule} x${f.nodes} ${f.example}`);
    }
    await signInAsStaff(page, server.url, ADMIN.email, ADMIN.password);
    found.push(...(await auditRoutes(page, 'light')));
    await setTheme('dark');
    await page.reload();
    await page.locator('.mer-screen').first().waitFor();
    found.push(...(await auditRoutes(page, 'dark')));
    await context.close();
    expect(found).toEqual([]);
  }, 180_000);
});
