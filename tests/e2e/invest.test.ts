import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Decimal from 'decimal.js';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { advanceClock, startAppServer } from './support/server';
import { signInByEmail } from './support/suite';
import { clockFrom } from '@server/clock';
import { checkLedger } from '@server/ledger/check';
import type { ApiResponse, EndpointId } from '@core/generated/api';
import { PAY_PASSWORD, TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';

/** Tuesday 24 November 2026, 15:00 UTC: the exchanges are open, so the demo providers trade. */
const OPEN = new Date('2026-11-24T15:00:00Z');
const FUNDS = '2000';
const DAY_S = 86_400;

/**
 * The investing journeys in Chromium, on the real server with its demo Top 10 products and
 * demo signal providers, and a clock the journey moves forward (DEV_CLOCK=1): the due durable jobs
 * run when it moves, exactly as the timer would run them. A verified member with 2,000 USDT in the
 * asset account buys a Top 10 product after confirming its contract and sees a day's income; then
 * subscribes to a provider found on the leaderboard and, a week later, finds both settled into the
 * asset account, to the cent.
 */
describe('Top 10 fund and copy trading in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let member: Trader;

  async function api<Id extends EndpointId>(endpoint: Id, query: Record<string, string> = {}): Promise<ApiResponse<Id>> {
    const res = await fetch(`${server.url}/api/${endpoint}?${new URLSearchParams(query)}`, {
      headers: { Authorization: `Bearer ${member.token}`, Lan: 'en' },
    });
    const body = (await res.json()) as { code: number; msg: string; data: ApiResponse<Id> };
    if (body.code !== 0) throw new Error(`${endpoint}: ${body.msg}`);
    return body.data;
  }

  async function post(endpoint: EndpointId, body: unknown): Promise<void> {
    const res = await fetch(`${server.url}/api/${endpoint}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${member.token}`,
        Lan: 'en',
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { code: number; msg: string };
    if (reply.code !== 0) throw new Error(`${endpoint}: ${reply.msg}`);
  }

  async function assetAvailable(): Promise<string> {
    const asset = await api('member/asset');
    const account = asset.accounts.find((a) => a.type === 'asset' && a.currency === 'USDT')!;
    return new Decimal(account.available).toFixed(2);
  }

  async function signIn(page: Page): Promise<void> {
    await switchToEnglish(page);
    await signInByEmail(page, member.email, TRADER_PASSWORD);
    await page.waitForURL(at('/pages/index/mine', '/mine'));
  }

  beforeAll(async () => {
    server = await startAppServer({ DEV_CLOCK: '1', MARKET_TICK_MS: '1000' }, { clock: clockFrom(OPEN) });
    browser = await launchBrowser();
    member = (await traders(server.running.services, 1, Number(FUNDS), 'asset'))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('buys a Top 10 product after confirming its contract, sees a day of income, subscribes from the leaderboard and sees both settle', async () => {
    const { page, errors } = await phonePage(browser, server.url);
    await signIn(page);
    expect(await assetAvailable()).toBe('2000.00');

    // The Top 10 screen: the headline is money for a stated amount and term, "fixed rate per contract", never "guaranteed".
    await page.goto('/top');
    const product = page.locator('.adm-card').filter({ hasText: 'Top 10 Starter 7D' }).first();
    await product.getByText('1,000.00 USDT for 7 days earns 0.70 USDT').waitFor();
    await product
      .getByText(/fixed rate per contract/i)
      .first()
      .waitFor();
    expect(await page.locator('.mer-screen').innerText()).not.toMatch(/guarantee/i);
    await product.getByRole('button', { name: 'Buy' }).click();
    await page.waitForURL(at('/pages/top/buy'));

    // The contract, the paying account with its available balance; buying needs the confirmation and the payment password.
    await page.getByText('What the contract pays').waitFor();
    await page.getByText('Asset account (USDT)').waitFor();
    await page.getByText('Available 2,000.00 USDT').waitFor();
    expect(await page.locator('.mer-screen').innerText()).not.toMatch(/top10-v\d/);
    await page.getByText('Risk notice', { exact: true }).waitFor();
    // More than the asset account holds: said while it is typed, and Buy asks nothing.
    await page.getByLabel('Amount (USDT)').fill('5000');
    await page.getByText('Your asset account has 2,000.00 USDT available: transfer money in first or buy less').waitFor();
    await page.getByText('I have read the contract above and confirm its terms').click();
    await page.getByLabel('Payment password').fill(PAY_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Buy' }).click();
    await page.locator('form').getByRole('button', { name: 'Buy' }).waitFor({ state: 'visible' });
    expect(await page.locator('.adm-dialog').count()).toBe(0);
    await page.getByText('I have read the contract above and confirm its terms').click();
    await page.getByLabel('Amount (USDT)').fill('1000');
    await page.getByLabel('Payment password').fill(PAY_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Buy' }).click();
    await page.getByText('Confirm the contract to buy').first().waitFor();
    await page.getByText('I have read the contract above and confirm its terms').click();
    await page.locator('form').getByRole('button', { name: 'Buy' }).click();
    await page.locator('.adm-dialog').getByText('Confirm purchase').waitFor();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Successful purchase').first().waitFor();
    await page.waitForURL(at('/pages/index/top', '/top'));

    const [bought] = (await api('fund/top_list', { status: 'running' })).list;
    expect(bought).toMatchObject({ name: 'Top 10 Starter 7D', amount: '1000.00', daily_rate: '0.0001', days: 7, accrued_days: 0 });
    expect(bought!.contract_version).toMatch(/^top10-v1:\d+$/);
    expect(bought!.accepted_at).toBeGreaterThan(0);
    expect(await assetAvailable()).toBe('1000.00');

    // A simulated day later the daily job has accrued 1000 x 0.0001 = 0.10, shown on the screen.
    await advanceClock(server.url, DAY_S + 60);
    await page.reload();
    await page.getByText('Day 1 of 7 · income so far 0.10 of 0.70 USDT').waitFor();

    // The leaderboard: the demo providers, their figures computed from real orders, and the help sheet.
    await page.goto('/leaderboard');
    const row = page.locator('.adm-card').filter({ hasText: 'Cleo Long Run' }).first();
    await row.waitFor();
    // Each row leads with what a copier of the stated 1,000 USDT would have got, the warning beside it;
    // a demo provider's record is its strategy run over the backfilled history (60 days here), ranked and
    // labelled simulated; the strategy is named in words.
    await row.getByText('Copier result on 1,000.00 USDT').waitFor();
    await row.getByText('Past performance does not predict future returns.').waitFor();
    await row.getByText(/^Simulated until /).waitFor();
    expect(await row.getByText('New', { exact: true }).count()).toBe(0);
    await row.getByText('Strategy: Buy and hold').waitFor();
    await page.getByText('How these figures are computed').first().waitFor();
    await row.getByRole('button', { name: 'Details' }).click();
    await page.waitForURL(at('/pages/follow/provider'));
    await page.getByText(/Track record since/).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(at('/pages/subscribe/subscribe'));

    // The buying power: the paying account by name, its balance and the most it subscribes with the
    // 5% fee on top (1,000.00 / 1.05 = 952.38), and the Transfer shortcut.
    await page.getByText('Asset account (USDT)').waitFor();
    await page.getByText('Available 1,000.00 USDT · with the fee on top you can subscribe up to 952.38 USDT').waitFor();
    const subscribeUrl = page.url();
    await page.getByRole('button', { name: 'Transfer' }).click();
    await page.waitForURL(at('/pages/mine/transfer'));
    // Back by address: page.goBack() here twice landed on the Top 10 ticket four entries back (not
    // explained yet; see the issue 22 note), and the Back button is not what this step tests.
    await page.goto(subscribeUrl);
    // More than that: said while it is typed, before any confirmation.
    await page.getByLabel('Amount (USDT)').fill('1000');
    await page
      .getByText(
        'Your asset account has 1,000.00 USDT available: with the 5.00% fee on top, at most 952.38 USDT can be subscribed. Transfer money in or subscribe less',
      )
      .waitFor();

    // Subscribe 100 USDT for 7 days: the fee (5%) and the total are shown before confirming.
    const fillSubscription = async () => {
      await page.getByLabel('Amount (USDT)').fill('100');
      await page.getByText('7 days', { exact: true }).click();
      await page.getByText('Total charged from your asset account: 105.00 USDT').waitFor();
      await page.getByText('I have read the terms above, the fee and the split').click();
      await page.getByLabel('Payment password').fill(PAY_PASSWORD);
      await page.locator('form').getByRole('button', { name: 'Subscribe' }).click();
      await page.locator('.adm-dialog').getByText('Confirm subscription').waitFor();
    };
    await fillSubscription();
    // The money leaves the asset account (from another device) while the dialog is open: the
    // server's refusal stays on the screen, names the account, and goes only when dismissed.
    await post('trans/platform', { from: 'asset', to: 'etf', amount: '1000' });
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    const refused = page.locator('.adm-card').filter({ hasText: 'Not subscribed' });
    await refused.getByText(/^Nothing was taken from your asset account \(USDT\)\. .+/).waitFor();
    await page.waitForTimeout(1500);
    expect(await refused.isVisible()).toBe(true);
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(await assetAvailable()).toBe('0.00');

    // The money back, the screen read again: the subscription goes through.
    await post('trans/platform', { from: 'etf', to: 'asset', amount: '1000' });
    await page.reload();
    await page.getByText('Available 1,000.00 USDT · with the fee on top you can subscribe up to 952.38 USDT').waitFor();
    await fillSubscription();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Subscribe successfully').first().waitFor();
    await page.waitForURL(at('/pages/follow/mine'));
    await page.getByText('Amount 100.00 USDT · fee 5.00 USDT').first().waitFor();
    expect(await assetAvailable()).toBe('895.00');

    // A week later: the subscription settled at expiry, the Top 10 purchase at its seventh day.
    await advanceClock(server.url, 7 * DAY_S + 60);
    await page.reload();
    await page.getByText('Settled', { exact: true }).first().click();
    await page
      .getByText(/Ended at expiry on/)
      .first()
      .waitFor();
    const [settled] = (await api('follow/log', { status: 'settled' })).list;
    expect(settled).toMatchObject({ provider_name: 'Cleo Long Run', status: 'settled', end_reason: 'expired', amount: '100.00' });
    const [top] = (await api('fund/top_list', { status: 'settled' })).list;
    expect(top).toMatchObject({ status: 'settled', accrued_days: 7, accumulated_income: '0.70', settled_amount: '1000.70' });

    // The asset account: 2000 - 1000 - 105 + 1000.70 + what the subscription settled, to the cent.
    const expected = new Decimal(FUNDS).minus(1000).minus(105).plus('1000.70').plus(settled!.settled_amount!);
    expect(await assetAvailable()).toBe(expected.toFixed(2));
    expect(await checkLedger(server.running.services.db)).toEqual([]);
    // The one refusal the journey provoked (the subscription the emptied account could not pay).
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  });
});
