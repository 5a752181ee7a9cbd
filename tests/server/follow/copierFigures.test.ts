import { afterEach, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { follower, provider, runJobs, snapshots, toOpenSession } from '../support/follow';

const DAY = 86_400_000;

/** The PRIIPs market-risk classes by hand (annualised volatility upper bounds of classes 1-6). */
function bandOf(volatility: number): number {
  const bounds = [0.005, 0.05, 0.12, 0.2, 0.3, 0.8];
  const i = bounds.findIndex((b) => volatility < b);
  return i === -1 ? 7 : i + 1;
}

/** Annualised volatility of daily log returns, in floating point: an independent check of the server's decimals. */
function volatilityOf(navs: number[]): number {
  const r = navs.slice(1).map((n, i) => Math.log(n / navs[i]!));
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  return Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1)) * Math.sqrt(365);
}

async function row(s: TestServer, token: string, id: number, period = '1m') {
  const list = (await s.api('follow/list', { period } as never, { token })).data.list;
  return list.find((r) => r.id === id)!;
}

describeEachDatabase(
  'copy trading headline figures',
  (get) => {
    afterEach(() => expectLedgerClean(get()));

    it('leads with what a copier of the stated amount would have got, net of fee and shares, beside the provider ROI and the break-even', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'cpr', '10000');
      const conf = (await s.api('follow/conf', {}, { token: p.token })).data;
      expect(conf).toMatchObject({
        example_amount: '1000.00',
        break_even_roi: '0.1',
        max_risk_score: 6,
        risk_free_rate: '0.04',
        new_days: 30,
      });
      // 16 SPY at 600.10: 9,601.60 + fee 9.61, cash 388.79 (docs/copy-trading.md).
      const buy = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '16', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      expect(buy.data.status).toBe('transacted');
      tick(s, 'SPY', '640.00', '640.10');
      // By hand: NAV = (388.79 + 16 x 640.00) / 10,000 = 1.062879, ROI +6.2879%. A copier of 1,000 pays 1,050 (fee on top);
      // value floor2(1,000 x 1.062879) = 1,062.87, profit 62.87, member half floor2(31.435) = 31.43: paid back 1,031.43, net -18.57.
      const nav = new Decimal('388.79').plus(new Decimal(16).times('640.00')).div(10000);
      const value = new Decimal(1000).times(nav).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      const member = value.minus(1000).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      const received = new Decimal(1000).plus(member);
      const r = await row(s, p.token, p.providerId);
      expect(r).toMatchObject({
        roi: nav.minus(1).toFixed(6),
        copier_amount: '1000.00',
        copier_paid: '1050.00',
        copier_received: received.toFixed(2),
        copier_result: received.minus(1050).toFixed(2),
        copier_return: received.minus(1050).div(1050).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
        break_even_roi: '0.1',
      });
      expect(r.copier_result).toBe('-18.57');
      // The provider page leads with the same figures.
      const stat = (await s.api('follow/statis', { id: p.providerId, period: '1m' }, { token: p.token })).data;
      expect(stat).toMatchObject({ copier_result: '-18.57', copier_received: '1031.43', break_even_roi: '0.1' });
    });

    it('scores risk 1-7 from daily NAV volatility, refuses new subscriptions above the cap, counts AUM and copiers’ actual result, ranks only 30-day records', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'rsk', '10000');
      const f1 = await follower(s, 'rskf1', '5000');
      const f2 = await follower(s, 'rskf2', '5000');
      const subscribe = (token: string) =>
        s.api('follow/buy', { id: p.providerId, amount: '1000', days: 90, pay_password: PAY_PASSWORD, agree: true }, { token });
      // Before any daily return: no score yet, so nothing is refused.
      expect((await row(s, p.token, p.providerId)).risk_score).toBeNull();
      const first = await subscribe(f1.token);
      expect(first.body.code).toBe(0);
      const buy = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '16', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      expect(buy.data.status).toBe('transacted');
      // A day apart, SPY swings: one snapshot a day.
      for (const bid of ['610.00', '585.00', '620.00', '590.00', '630.00']) {
        s.clock.advance(DAY);
        tick(s, 'SPY', bid, new Decimal(bid).plus('0.10').toFixed(2));
        await runJobs(s);
      }
      const r = await row(s, p.token, p.providerId);
      // Each UTC day's last snapshot, the last day's being NAV now.
      const byDay = new Map<string, number>();
      for (const n of await snapshots(s, p.providerId)) byDay.set(new Date(n.time).toISOString().slice(0, 10), Number(n.nav));
      const expected = volatilityOf([...byDay.values()]);
      expect(Number(r.volatility)).toBeCloseTo(expected, 5);
      expect(r.risk_score).toBe(bandOf(expected));
      expect(r.sharpe).not.toBeNull();
      expect(r).toMatchObject({ aum: '1000.00', copiers_result: '0.00', copiers_settled: 0, is_new: true, rank: null });

      // A cap below the score: a new subscription is refused with the score and the cap; the running one is unaffected.
      const follow = s.running.services.config.follow;
      const cap = follow.maxRiskScore;
      follow.maxRiskScore = r.risk_score! - 1;
      try {
        expect((await subscribe(f2.token)).body).toMatchObject({
          code: 422,
          msg: `This provider's risk score is ${r.risk_score} of 7, above the limit of ${r.risk_score! - 1} for new subscriptions`,
        });
        expect((await s.api('follow/stop_loss', { id: first.data.id, stop_loss: '0.5' }, { token: f1.token })).body.code).toBe(0);
        const stopped = await s.api('follow/stop', { id: first.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: f1.token });
        expect(stopped.body.code).toBe(0);
        // Copiers' actual result: paid back minus amount minus the fee.
        const after = await row(s, p.token, p.providerId);
        expect(after).toMatchObject({
          aum: '0.00',
          copiers_settled: 1,
          copiers_result: new Decimal(stopped.data.settled_amount).minus(1050).toFixed(2),
        });
      } finally {
        follow.maxRiskScore = cap;
      }

      // 30 days of track record: ranked, no longer new.
      s.clock.advance(26 * DAY);
      await runJobs(s);
      // A month on the sessions above have ended: a member who signs in now reads the board.
      const reader = await follower(s, 'rskf3', '100');
      const ranked = await row(s, reader.token, p.providerId);
      expect(ranked).toMatchObject({ is_new: false, track_record_days: 31 });
      expect(ranked.rank).toBeGreaterThanOrEqual(1);
    });

    it('tells the subscribe screen its buying power: the asset account, its available balance and the largest amount the fee leaves room for', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'pay', '1000');
      const f = await follower(s, 'payf', '1050.50');
      const stat = (await s.api('follow/statis', { id: p.providerId }, { token: f.token })).data;
      // 1,000.48 + fee 50.02 = 1,050.50 fits; 1,000.49 + 50.02 = 1,050.51 does not.
      expect(stat.paying).toEqual({ account: 'asset', available: '1050.50', max_amount: '1000.48' });
      // A visitor reads the provider (the leaderboard is public) but has no buying power.
      expect((await s.api('follow/statis', { id: p.providerId })).data.paying).toBeNull();
      const buy = (amount: string) =>
        s.api('follow/buy', { id: p.providerId, amount, days: 7, pay_password: PAY_PASSWORD, agree: true }, { token: f.token });
      expect(stat.paying).not.toBeNull();
      expect((await buy('1000.49')).body).toMatchObject({ code: 422, msg: expect.stringContaining('1050.51') });
      expect((await buy(stat.paying!.max_amount)).body.code).toBe(0);
      expect((await s.api('follow/statis', { id: p.providerId }, { token: f.token })).data.paying).toEqual({
        account: 'asset',
        available: '0.00',
        max_amount: '0.00',
      });
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
