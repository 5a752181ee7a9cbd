import { expect } from 'vitest';
import type { TestServer } from './harness';
import { fedMarket, type FedMarket } from '@server/market/fed-market';
import { PAY_PASSWORD, payingMember } from './money';
import { checkLedger } from '@server/ledger/check';

/** Tuesday 24 November 2026, 15:00 UTC: the U.S. session is open (14:30-21:00 UTC), the U.K. one too until 16:30. */
export const US_OPEN = new Date('2026-11-24T15:00:00Z');

export const FEED = 'Test feed';

/** The market data source of the trading suites: quotes are pushed by hand. */
export function testMarket(): FedMarket {
  return fedMarket(FEED);
}

export function feedOf(s: TestServer): FedMarket {
  return s.running.services.market as FedMarket;
}

/** A quote of a line priced now (by the suite's clock), with FX rates of the same moment. */
export function tick(s: TestServer, code: string, bid: string, ask: string, at = s.clock.now()): void {
  const feed = feedOf(s);
  feed.feedFx({ currency: 'USD', rate: '1', time: at, source: FEED });
  feed.feedFx({ currency: 'GBP', rate: '1.25', time: at, source: FEED });
  feed.feed({ code, bid, ask, last: bid, open: bid, high: ask, low: bid, prev_close: bid, volume: 0, time: at, source: FEED });
}

/** A verified member with a payment password and `etf` USDT in the ETF account (deposited, approved, moved over). */
export async function trader(s: TestServer, prefix: string, etf: string) {
  const m = await payingMember(s, prefix, etf);
  const moved = await s.api('trans/platform', { from: 'asset', to: 'etf', amount: etf }, { token: m.token });
  if (moved.body.code !== 0) throw new Error(`trans/platform: ${moved.body.msg}`);
  return m;
}

export async function etfAccount(s: TestServer, memberId: string): Promise<{ balance: string; frozen: string }> {
  const { rows } = await s.running.services.db.query<{ balance: string; frozen: string }>(
    `SELECT balance::text AS balance, frozen::text AS frozen FROM ledger_accounts WHERE member_id = $1 AND kind = 'etf' AND currency = 'USDT'`,
    [memberId],
  );
  return rows[0] ? { balance: trim(rows[0].balance), frozen: trim(rows[0].frozen) } : { balance: '0', frozen: '0' };
}

export async function position(
  s: TestServer,
  memberId: string,
  code: string,
): Promise<{ quantity: string; reserved: string; cost_basis: string }> {
  const { rows } = await s.running.services.db.query<{ quantity: string; reserved: string; cost_basis: string }>(
    `SELECT quantity::text AS quantity, reserved::text AS reserved, cost_basis::text AS cost_basis FROM etf_positions WHERE member_id = $1 AND code = $2`,
    [memberId, code],
  );
  const r = rows[0];
  return r
    ? { quantity: trim(r.quantity), reserved: trim(r.reserved), cost_basis: trim(r.cost_basis) }
    : { quantity: '0', reserved: '0', cost_basis: '0' };
}

function trim(n: string): string {
  return n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n;
}

export async function expectLedgerClean(s: TestServer): Promise<void> {
  expect((await checkLedger(s.running.services.db)).map((p) => `${p.rule}: ${p.detail}`)).toEqual([]);
}

/** A market order of SPY (or `code`) by the member holding `token`, with the payment password; a buy accepts the terms. */
export function marketOrder(s: TestServer, token: string, side: 'buy' | 'sell', quantity: string, code = 'SPY') {
  return s.api(
    side === 'buy' ? 'etf/buy' : 'etf/sell',
    { code, delegate_type: 'market', quantity, pay_password: PAY_PASSWORD, ...(side === 'buy' ? { agree: true as const } : {}) },
    { token },
  );
}
