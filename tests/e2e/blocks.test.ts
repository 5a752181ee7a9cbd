import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { at, useEnglish as switchToEnglish } from './support/app';
import { launchBrowser, phonePage } from './support/browser';
import { advanceClock, startAppServer } from './support/server';
import { signInByEmail } from './support/suite';
import { staffToken } from './support/staff';
import { clockFrom } from '@server/clock';
import { createStaff } from '@server/staff/accounts';
import { checkLedger } from '@server/ledger/check';
import type { ApiRequest, ApiResponse, EndpointId } from '@core/generated/api';
import { PAY_PASSWORD, TRADER_PASSWORD, traders, type Trader } from '@tools/fixtures/traders';

/** Tuesday 24 November 2026, 15:00 UTC: the U.S. session is open, so SPY has a fresh price to offer a block at. */
const OPEN = new Date('2026-11-24T15:00:00Z');
const DAY_S = 86_400;

/**
 * A block trade end to end in Chromium, on the real server with the simulator and a clock the journey
 * moves (DEV_CLOCK=1: the due durable jobs run when it moves, as the timer would run them). Staff
 * offer 1,000 SPY in lots of 100; another member applies for 1,000 first; our member finds the block
 * from the ETF tab, applies for 500 with the lock-up acknowledged, and sees the USDT frozen. At the
 * close the block is oversubscribed (1,500 asked): our member is allocated 300 (pro rata 333, down to
 * whole lots; the lot left over goes to the earlier application), pays for 300 and gets the rest
 * back; the shares are locked, and after the lock-up they are in the ordinary holding.
 */
describe('block trades in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startAppServer>>;
  let member: Trader;
  let rival: Trader;
  let adminToken: string;

  async function call<Id extends EndpointId>(
    token: string,
    id: Id,
    input: ApiRequest<Id>,
    method: 'GET' | 'POST',
  ): Promise<ApiResponse<Id>> {
    const res =
      method === 'GET'
        ? await fetch(`${server.url}/api/${id}?${new URLSearchParams(input as Record<string, string>)}`, {
            headers: { Authorization: `Bearer ${token}`, Lan: 'en' },
          })
        : await fetch(`${server.url}/api/${id}`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${token}`,
              Lan: 'en',
              'Content-Type': 'application/json',
              'Idempotency-Key': crypto.randomUUID(),
            },
            body: JSON.stringify(input),
          });
    const body = (await res.json()) as { code: number; msg: string; data: ApiResponse<Id> };
    if (body.code !== 0) throw new Error(`${id}: ${body.msg}`);
    return body.data;
  }

  const etfAccount = async (m: Trader) =>
    (await call(m.token, 'member/asset', {}, 'GET')).accounts.find((a) => a.type === 'etf' && a.currency === 'USDT')!;

  async function signIn(page: Page): Promise<void> {
    await switchToEnglish(page);
    await signInByEmail(page, member.email, TRADER_PASSWORD);
    await page.waitForURL(at('/pages/index/mine', '/mine'));
  }

  beforeAll(async () => {
    server = await startAppServer({ DEV_CLOCK: '1', MARKET_TICK_MS: '1000' }, { clock: clockFrom(OPEN) });
    browser = await launchBrowser();
    const made = await traders(server.running.services, 2, 500_000, 'etf');
    member = made[0]!;
    rival = made[1]!;
    await createStaff(server.running.services, {
      email: 'blocks@meridian.local',
      name: 'Block desk',
      password: 'Blocks12345',
      roles: ['admin'],
    });
    adminToken = await staffToken(server.url, 'blocks@meridian.local', 'Blocks12345');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('applies from the ETF tab, is allocated pro rata at the close, and holds the shares once the lock-up ends', async () => {
    const now = Math.floor(server.running.services.clock.now().getTime() / 1000);
    const offer = await call(
      adminToken,
      'ops/block_create',
      {
        code: 'SPY',
        quantity: 1000,
        lot: 100,
        min_quantity: 100,
        max_quantity: 1000,
        discount_rate: '0.10',
        start_at: now - 60,
        end_at: now + DAY_S,
        lockup_days: 5,
      },
      'POST',
    );
    await call(rival.token, 'market/block_apply', { id: offer.id, quantity: 1000, pay_password: PAY_PASSWORD, agree: true }, 'POST');

    const { page, errors } = await phonePage(browser, server.url);
    await signIn(page);
    // From the ETF tab to the block, its price and terms.
    await page.goto('/market');
    await page.getByText('ETF shares at a discount, locked up for a while').click();
    await page.waitForURL(at('/block-trades'));
    const card = page.locator('.mer-screen').getByText('SPY').first();
    await card.waitFor();
    await page
      .getByText(`${offer.price.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Apply' }).first().click();

    // The application: whole lots, the lock-up acknowledged, the payment password.
    await page.getByRole('checkbox').first().waitFor();
    await page.getByLabel('Quantity (shares)').fill('500');
    await page.getByText(/^I have read the lock-up and the allocation rule/).click();
    await page.getByLabel('Payment password').fill(PAY_PASSWORD);
    await page.getByRole('button', { name: 'Apply for shares' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(at('/block-orders'));
    await page.getByText('Pending').first().waitFor();
    const frozen = (Number(offer.price) * 500).toFixed(2);
    expect((await etfAccount(member)).frozen).toBe(frozen);

    // The close: 1,500 asked of 1,000.
    await advanceClock(server.url, DAY_S + 60);
    await page.reload();
    await page.getByText('Allocated').first().waitFor();
    const mine = (await call(member.token, 'order/block_apply', {}, 'GET')).list[0]!;
    expect(mine).toMatchObject({ status: 'pass', allocated: 300, paid: (Number(offer.price) * 300).toFixed(2) });
    expect((await call(rival.token, 'order/block_apply', {}, 'GET')).list[0]).toMatchObject({ allocated: 700 });
    expect((await etfAccount(member)).frozen).toBe('0.00');
    await page.getByRole('tab', { name: 'Locked', exact: true }).click();
    await page.locator('.mer-screen').getByText('300').first().waitFor();

    // The lock-up ends: the 300 shares are an ordinary holding.
    await advanceClock(server.url, 5 * DAY_S);
    await page.reload();
    await page.getByRole('tab', { name: 'Unlocked', exact: true }).click();
    await page.locator('.mer-screen').getByText('SPY').first().waitFor();
    const holding = await call(member.token, 'etf/holding', { code: 'SPY' }, 'GET');
    expect(holding).toMatchObject({ quantity: '300', cost_basis: (Number(offer.price) * 300).toFixed(2) });
    // The holding's story names where its shares came from, and leads back to the block trades.
    await page.goto('/pages/holding-detail/holding-detail?code=SPY');
    await page.getByText('Buy · 300 shares', { exact: false }).first().click();
    await page.waitForURL(at('/block-orders'));
    expect(await checkLedger(server.running.services.db)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
