import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { startAppServer } from './support/server';
import { signInByEmail } from './support/suite';
import { seriousViolations } from './support/axe';
import { clockFrom } from '@server/clock';
import { fedMarket } from '@server/market/fed-market';
import { PAY_PASSWORD, TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';

/** Tuesday 24 November 2026, 15:00 UTC: the U.S. session is open (the server's clock runs on from it). */
const OPEN = new Date('2026-11-24T15:00:00Z');
const SOURCE = 'Journey feed';

/**
 * Issue 26's conditional orders in Chromium, on a market the journey moves by hand (a fed source,
 * its last quote fed again every second so it never goes stale): a stop-loss attached to a holding
 * from the holding's screen, which sells when the bid falls to it; and a trailing stop placed on the
 * ticket, which follows the bid up and sells when it falls back by the distance.
 */
describe('conditional orders in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  const market = fedMarket(SOURCE);
  const clock = clockFrom(OPEN);
  let bid = '600.00';
  let keepAlive: ReturnType<typeof setInterval>;

  /** The market at `price` now (the ask a dime above), with the USD rate of the same moment. */
  function quote(price: string): void {
    bid = price;
    const time = clock.now();
    market.feedFx({ currency: 'USD', rate: '1', time, source: SOURCE });
    const ask = (Number(price) + 0.1).toFixed(2);
    market.feed({
      code: 'SPY',
      bid: price,
      ask,
      last: price,
      open: '600.00',
      high: ask,
      low: price,
      prev_close: '600.00',
      volume: 0,
      time,
      source: SOURCE,
    });
  }

  async function holder(): Promise<Trader> {
    const t = (await traders(server.running.services, 1, 10_000))[0]!;
    const res = await fetch(`${server.url}/api/etf/buy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ code: 'SPY', delegate_type: 'market', quantity: '3', pay_password: PAY_PASSWORD, agree: true }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    return t;
  }

  async function signedIn(t: Trader): Promise<Page> {
    const { page } = await phonePage(browser, server.url);
    await switchToEnglish(page);
    await signInByEmail(page, t.email, TRADER_PASSWORD);
    await page.waitForURL(at('/pages/index/mine', '/mine'));
    return page;
  }

  async function entrustText(page: Page): Promise<string> {
    await page.goto('/pages/positions/positions');
    await page.getByRole('tab', { name: 'Entrust' }).click();
    const read = async () => (await page.locator('.mer-screen').innerText()).replace(/\s+/g, ' ');
    // The list as loaded, not its loading state.
    await expect.poll(async () => (await read()).includes('Loading')).toBe(false);
    return read();
  }

  async function held(t: Trader): Promise<string> {
    const { rows } = await server.running.services.db.query<{ q: string }>(
      `SELECT COALESCE((SELECT quantity::text FROM etf_positions WHERE member_id = $1 AND code = 'SPY'), '0') AS q`,
      [t.memberId],
    );
    return String(Number(rows[0]!.q));
  }

  beforeAll(async () => {
    quote('600.00');
    keepAlive = setInterval(() => quote(bid), 1_000);
    server = await startAppServer({}, { clock, market });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    clearInterval(keepAlive);
    await browser?.close();
    await server?.stop();
  });

  it('sets a stop-loss on a holding, shows it waiting, and sells the holding when the bid falls to it', async () => {
    quote('600.00');
    const t = await holder();
    const page = await signedIn(t);
    await page.goto('/pages/holding-detail/holding-detail?code=SPY');
    const form = page.locator('form').filter({ has: page.getByLabel('Stop-loss price') });
    // A take-profit below the bid is refused with the server's reason, nothing set.
    await form.getByLabel('Take-profit price').fill('590');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Set take-profit / stop-loss' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The take-profit price must be above the current bid (600)').first().waitFor();
    // The confirmation has finished fading out (axe would read its half-transparent text).
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Take-profit price').fill('650');
    await form.getByLabel('Stop-loss price').fill('590');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Set take-profit / stop-loss' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Take-profit / stop-loss set').first().waitFor();
    await page.waitForURL(at('/pages/positions/positions'));
    const waiting = await entrustText(page);
    expect(waiting).toContain('Stop-loss · Stop price 590.00 · Waiting for the stop');
    expect(waiting).toContain('Take-profit · Stop price 650.00 · Waiting for the stop');

    // The market falls through the stop: the holding is sold, the take-profit cancelled.
    quote('589.50');
    await expect.poll(() => held(t), { timeout: 20_000 }).toBe('0');
    const after = await entrustText(page);
    expect(after).toContain('Take-profit · Stop price 650.00');
    expect(after).not.toContain('Waiting for the stop');
    await page.getByRole('tab', { name: 'Closed' }).click();
    await page
      .getByText(/Sold at 589\.5/)
      .first()
      .waitFor();
    quote('600.00');
    await page.context().close();
  });

  it('places a trailing stop on the ticket; it follows the bid up and sells when the bid falls back by the distance', async () => {
    quote('600.00');
    const t = await holder();
    const page = await signedIn(t);
    await page.goto('/pages/stock-order/stock-order?code=SPY&side=sell');
    const ticket = page.locator('form.mer-ticket');
    await ticket.getByRole('radio', { name: 'Trailing' }).click();
    await ticket.getByRole('radio', { name: 'Percent' }).click();
    await ticket.getByLabel('Quantity (shares)').fill('3');
    await ticket.getByLabel('Trailing distance (%)').fill('60');
    await ticket.getByText('The trailing distance can be at most 50% (or less than the price)').waitFor();
    await ticket.getByLabel('Trailing distance (%)').fill('5');
    await ticket.getByText('The stop starts at 570.00 and moves with the market').waitFor();
    await ticket.getByLabel('Payment password').fill(PAY_PASSWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await ticket.getByRole('button', { name: 'Sell' }).click();
    await page
      .locator('.adm-dialog')
      .getByText(/Trailing stop/)
      .waitFor();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(at('/pages/positions/positions'));
    expect(await entrustText(page)).toContain('Trailing stop · Stop price 570.00 · Waiting for the stop');

    // The bid rises to 620: the stop follows to 589; a dip to 600 leaves it there.
    quote('620.00');
    await expect.poll(() => entrustText(page), { timeout: 20_000 }).toContain('Trailing stop · Stop price 589.00 · Waiting for the stop');
    quote('600.00');
    expect(await held(t)).toBe('3');
    // The bid falls back to the trail: sold.
    quote('588.00');
    await expect.poll(() => held(t), { timeout: 20_000 }).toBe('0');
    expect(await entrustText(page)).not.toContain('Waiting for the stop');
    quote('600.00');
    await page.context().close();
  });
});
