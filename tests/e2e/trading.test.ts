import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Decimal from 'decimal.js';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { advanceClock, startAppServer } from './support/server';
import { signInByEmail } from './support/suite';
import { clockFrom } from '@server/clock';
import type { ApiResponse, EndpointId } from '@core/generated/api';
import { PAY_PASSWORD, TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';

/** Tuesday 24 November 2026, 15:00 UTC: 10:00 in New York, so the U.S. session is open for six hours. */
const OPEN = new Date('2026-11-24T15:00:00Z');
/** The same evening, 21:30 UTC: New York closed at 16:00 (21:00 UTC) and London at 16:30 (16:30 UTC). */
const EVENING = new Date('2026-11-24T21:30:00Z');
const FUNDS = '5000';

/**
 * The trading journey in Chromium, on the real server with the simulator ticking every
 * second (its clock runs from a weekday morning in New York, so the market is open whatever the hour
 * here): a verified, funded member finds SPY by search, reads the chart, buys at market, sees the
 * holding, places a limit order and revokes it, closes the position and finds the proceeds in the
 * ETF account. The member is set up as a reviewer and a deposit would leave them (the deposit and
 * verification journeys have suites of their own).
 */
describe('ETF trading in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let trader: Trader;

  async function api<Id extends EndpointId>(endpoint: Id, query: Record<string, string>): Promise<ApiResponse<Id>> {
    const res = await fetch(`${server.url}/api/${endpoint}?${new URLSearchParams(query)}`, {
      headers: { Authorization: `Bearer ${trader.token}`, Lan: 'en' },
    });
    const body = (await res.json()) as { code: number; msg: string; data: ApiResponse<Id> };
    if (body.code !== 0) throw new Error(`${endpoint}: ${body.msg}`);
    return body.data;
  }

  async function signIn(page: Page): Promise<void> {
    await switchToEnglish(page);
    await signInByEmail(page, trader.email, TRADER_PASSWORD);
    await page.waitForURL(at('/pages/index/mine', '/mine'));
  }

  /** The ETF account's available balance as the account screen shows it. */
  async function etfAvailable(page: Page): Promise<string> {
    await page.goto('/account');
    const cell = page.locator('.adm-list-item').filter({ hasText: /^ETF · USDT/ });
    await cell.waitFor();
    return (await cell.innerText())
      .replace(/\s+/g, ' ')
      .match(/Available ([\d,]+\.\d{2})/)![1]!
      .replace(/,/g, '');
  }

  beforeAll(async () => {
    // DEV_CLOCK: the last journey moves the server's time past the close.
    server = await startAppServer({ DEV_CLOCK: '1', MARKET_TICK_MS: '1000' }, { clock: clockFrom(OPEN) });
    browser = await launchBrowser();
    trader = (await traders(server.running.services, 1, Number(FUNDS)))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds SPY, reads the chart, buys at market, revokes a limit order, closes the position and sees the proceeds', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await signIn(page);
    expect(await etfAvailable(page)).toBe('5000.00');

    // Search from the ETF tab.
    await page.goto('/fund');
    await page.getByText('Search', { exact: true }).first().click();
    await page.waitForURL(at('/pages/search-stock/search-stock'));
    await page.getByPlaceholder('Code or name, e.g. SPY').fill('SPY');
    await page.getByPlaceholder('Code or name, e.g. SPY').press('Enter');
    await page.getByText('SPDR S&P 500 ETF Trust').first().click();
    await page.waitForURL(at('/pages/stock-info/index', '/stock-info'));

    // The price with its source, and the chart: drawn, with its text alternative.
    await page
      .getByText(/Simulated/)
      .first()
      .waitFor();
    await page.locator('.mer-kline-summary').filter({ hasText: 'Last candle' }).waitFor();
    await page.locator('.mer-kline canvas').first().waitFor();

    // Buy 2 shares at market. First the buying power: the paying account by name with its balance,
    // the minimum and the most it buys; an order it cannot pay is refused there, before any confirmation.
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.waitForURL(at('/pages/stock-order/stock-order'));
    const ticket = page.locator('form.mer-ticket');
    await ticket.getByText('ETF account: 5,000.00 USDT available').waitFor();
    await ticket.getByText('Minimum order 5.00 USDT').waitFor();
    await ticket.getByText(/^At most [\d.]+ shares, or [\d,]+\.\d{2} USDT by amount \(fee included\)$/).waitFor();
    await ticket.getByRole('button', { name: 'Transfer' }).waitFor();
    await page.getByLabel('Quantity (shares)').fill('100');
    await expect
      .poll(() => ticket.getByRole('alert').innerText())
      .toMatch(/^Not enough available in your ETF account: 5,000\.00 USDT \(this order needs [\d,]+\.\d{2} USDT\)$/);
    expect(await ticket.getByRole('button', { name: 'Buy' }).isDisabled()).toBe(true);
    await page.getByLabel('Quantity (shares)').fill('2');
    await expect.poll(() => ticket.getByRole('alert').count()).toBe(0);
    await page.getByLabel('Payment password').fill(PAY_PASSWORD);
    await page.getByText('I have read and accept the ETF trading terms').click();
    await page.locator('form.mer-ticket').getByRole('button', { name: 'Buy' }).click();
    await page.locator('.adm-dialog').getByText('Confirm purchase').waitFor();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Submitted successfully').first().waitFor();
    await page.waitForURL(at('/pages/positions/positions'));

    // The holding, valued at the market and following its ticks (the simulator moves every second).
    const holding = page.locator('.mer-screen').getByText('SPDR S&P 500 ETF Trust').first();
    await holding.waitFor();
    const row = page.locator('.mer-screen .adm-list-item, .mer-screen .mer-cell').filter({ hasText: 'SPDR S&P 500 ETF Trust' }).first();
    const firstValue = await row.innerText();
    await expect.poll(() => row.innerText(), { timeout: 45_000, interval: 500 }).not.toBe(firstValue);
    const held = (await api('etf/orders', { tab: 'holding' })).list;
    expect(held.map((r) => [r.code, r.quantity])).toEqual([['SPY', '2']]);
    const bought = (await api('etf/orders', { tab: 'entrust' })).list;
    expect(bought).toEqual([]);

    // The holding opens its own detail (not an order looked up by the position's id): average price,
    // cost with its buy fee, the buy that built it.
    await row.click();
    await page.waitForURL(at('/pages/holding-detail/holding-detail'));
    await page.getByText('Average buy price').waitFor();
    await page.getByText(/^Buy · 2 shares @/).waitFor();
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
    await page.goBack();
    await page.waitForURL(at('/pages/positions/positions'));

    // The Account tab counts the holding at the bid beside the cash, and its total is the split's sum.
    const figures = await api('member/asset', {});
    const b = figures.breakdown;
    expect(new Decimal(b.cash).plus(b.etf_holdings).plus(b.top10).plus(b.copy_trading).toFixed(2)).toBe(figures.total_assets);
    expect(new Decimal(b.etf_holdings).gt(0)).toBe(true);
    await page.goto('/account');
    const heldRow = page.locator('.adm-list-item').filter({ hasText: 'ETF holdings (at the bid)' });
    await heldRow.waitFor();
    // The row shows before member/asset answers; its amount follows.
    await expect.poll(async () => /[\d,]+\.\d{2}/.test(await heldRow.innerText()), { timeout: 15_000 }).toBe(true);
    expect(new Decimal((await heldRow.innerText()).match(/([\d,]+\.\d{2})/)![1]!.replace(/,/g, '')).gt(0)).toBe(true);
    await page.goto('/pages/positions/positions');

    // A limit order 3% under the last price waits; it is revoked after confirmation.
    const last = new Decimal((await api('etf/detail', { code: 'SPY' })).price);
    const limit = last.times(0.97).toDecimalPlaces(2).toFixed(2);
    await page.goto('/stock-info?code=SPY');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.waitForURL(at('/pages/stock-order/stock-order'));
    await page.getByRole('radio', { name: 'Limit' }).click();
    await page.getByLabel('Limit price (USD)').fill(limit);
    await page.getByLabel('Quantity (shares)').fill('1');
    // The first order's payment password unlocked trading on this session: the ticket says until when and asks none.
    await page
      .locator('form.mer-ticket')
      .getByText(/^Trading unlocked until \d{2}:\d{2} /)
      .waitFor();
    expect(await page.getByLabel('Payment password').count()).toBe(0);
    await page.getByText('I have read and accept the ETF trading terms').click();
    await page.locator('form.mer-ticket').getByRole('button', { name: 'Buy' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Submitted successfully').first().waitFor();
    await page.waitForURL(at('/pages/positions/positions'));
    await page
      .getByRole('tab', { name: 'Entrust' })
      .or(page.getByText('Entrust', { exact: true }))
      .first()
      .click();
    await page
      .getByText(new RegExp(`Limit ${limit.replace('.', '\\.')}`))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Revoke' }).first().click();
    await page
      .locator('.adm-dialog')
      .getByRole('button', { name: /Revoke|Confirm/ })
      .click();
    await page.getByText('Revoked successfully').first().waitFor();
    expect((await api('etf/orders', { tab: 'entrust' })).list.map((r) => r.status)).toEqual(['revoked']);
    // The list follows at once: the card says the order ended and offers no Revoke.
    await page.getByText('Ended: Revoked').first().waitFor();
    // (On the screen: the confirmation's own Revoke button may still be fading out above it.)
    await expect.poll(() => page.locator('.mer-screen').getByRole('button', { name: 'Revoke' }).count()).toBe(0);

    // Close the whole holding at market after confirmation: still unlocked, so without the password.
    await page.getByText('Holding', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Close position' }).first().click();
    await page.waitForURL(at('/pages/close-position/close-position'));
    await page.getByText('Sells all 2 shares of SPY at the market price').waitFor();
    await page.getByText(/^Trading unlocked until \d{2}:\d{2} /).waitFor();
    expect(await page.getByPlaceholder(/payment password/i).count()).toBe(0);
    await page.getByRole('button', { name: 'Close position' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Close position' }).click();
    await page.getByText('Closed successfully').first().waitFor();
    await page.waitForURL(at('/pages/positions/positions'));
    expect((await api('etf/orders', { tab: 'holding' })).list).toEqual([]);
    // The Closed tab shows what was paid beside what was received.
    await page.getByText('Closed', { exact: true }).first().click();
    await page
      .getByText(/^Bought at [\d,.]+ · Sold at [\d,.]+ USD$/)
      .first()
      .waitFor();
    await page
      .getByText(/^Cost [\d,.]+ \(buy fees [\d,.]+\) · Proceeds [\d,.]+ · Sale fee [\d,.]+ USDT$/)
      .first()
      .waitFor();

    // The proceeds in the ETF account: what the buy took and the sale paid, to the cent.
    // A holding row's order_amount is its cost basis: what the buy took, fee included.
    const buy = held[0]!;
    const sale = (await api('etf/orders', { tab: 'closed' })).list[0]!;
    expect(sale).toMatchObject({ code: 'SPY', direction: 'sell', quantity: '2', status: 'transacted' });
    const expected = new Decimal(FUNDS)
      .minus(new Decimal(buy.order_amount).plus(buy.fee))
      .plus(new Decimal(sale.order_amount).minus(sale.fee));
    expect(await etfAvailable(page)).toBe(expected.toFixed(2));

    // Lock trading from the ticket: the password is asked again, and still after a reload (the
    // server's trade_conf for this page's session says locked).
    await page.goto('/pages/stock-order/stock-order?code=SPY&side=buy');
    const locked = page.waitForResponse((r) => r.url().includes('/api/etf/trade_lock'));
    await page.getByRole('button', { name: 'Lock trading' }).click();
    await page.getByLabel('Payment password').waitFor();
    expect(((await (await locked).json()) as { code: number }).code).toBe(0);
    await page.reload();
    await page.getByLabel('Payment password').waitFor();
    expect(await page.getByRole('button', { name: 'Lock trading' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('links the ETF trading terms the buyer accepts, and the Transfer shortcut opens the transfer to the ETF account', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await signIn(page);
    await page.goto('/pages/stock-order/stock-order?code=SPY&side=buy');
    await page.getByRole('button', { name: 'Read the ETF trading terms' }).click();
    await page.waitForURL(/\/richtext\?doc=risk_etf$|\/pages\/public\/richtext\?doc=risk_etf$/);
    await page.locator('.mer-screen').getByText(/ETF/).first().waitFor();
    await page.goBack();
    await page.locator('form.mer-ticket').getByRole('button', { name: 'Transfer' }).click();
    await page.waitForURL(at('/pages/mine/transfer'));
    expect(new URL(page.url()).searchParams.get('to')).toBe('etf');
    expect(errors).toEqual([]);
  });

  it("downloads the month's statement as a CSV file whose balances are the ledger's", async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await signIn(page);
    await page.goto('/pages/mine/statements');
    // Any moment of the month: the server's clock runs from 24 November 2026.
    await page.getByLabel('Date in the period').fill('2026-11-24T12:00');
    await page.getByText('CSV (spreadsheet)', { exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-\d{8}-2026-11-01-2026-11-30\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    // The ETF account's closing balance in the file is what member/asset holds now.
    const etf = (await api('member/asset', {})).by_type.etf.total;
    const row = csv.split('\n').find((l) => l.startsWith('ETF account,USDT,'));
    expect(row?.split(',')[5]?.trim()).toBe(etf);
    await page.getByText('Statement saved').first().waitFor();
    expect(errors).toEqual([]);
  });

  // Last: the server's time moves past the close and cannot move back.
  it('says on the line and on the ticket that the market is closed, with the next open in both zones, and offers no Buy or Sell', async () => {
    const now = server.running.services.clock.now().getTime();
    expect(now).toBeLessThan(EVENING.getTime());
    await advanceClock(server.url, Math.ceil((EVENING.getTime() - now) / 1000));
    const { page, errors } = await phonePage(browser, server.url);
    await signIn(page);
    // The next U.S. open is Wednesday 09:30 in New York (14:30 UTC), named in the device's zone and the exchange's.
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const nextOpen = `Opens ${local.format(new Date('2026-11-25T14:30:00Z')).replace(',', '')} your time (${zone}), 2026-11-25 09:30 exchange time (America/New_York)`;

    await page.goto('/pages/stock-info/index?code=SPY');
    const notice = page.locator('.mer-screen').getByRole('status').filter({ hasText: 'The market is closed' });
    await notice.getByText('The market is closed: no order can be placed now').waitFor();
    await notice.getByText(nextOpen).waitFor();
    expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sell', exact: true }).isDisabled()).toBe(true);

    // The ticket, reached by its address, says the same in the same words and places nothing.
    await page.goto('/pages/stock-order/stock-order?code=SPY&side=buy');
    const ticket = page.locator('form.mer-ticket');
    await ticket.getByText('The market is closed: no order can be placed now').waitFor();
    await ticket.getByText(nextOpen).waitFor();
    expect(await ticket.getByRole('button', { name: 'Buy' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
