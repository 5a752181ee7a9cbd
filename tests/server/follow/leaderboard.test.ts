import { afterEach, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { follower, provider, runJobs, snapshots, toOpenSession } from '../support/follow';

const MINUTE = 60_000;
const DAY = 86_400_000;

async function order(s: TestServer, token: string, side: 'buy' | 'sell', code: string, quantity: string) {
  const res =
    side === 'buy'
      ? await s.api('etf/buy', { code, delegate_type: 'market', quantity, pay_password: PAY_PASSWORD, agree: true }, { token })
      : await s.api('etf/sell', { code, delegate_type: 'market', quantity, pay_password: PAY_PASSWORD }, { token });
  expect(res.data.status).toBe('transacted');
}

describeEachDatabase(
  'the leaderboard',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it('ranks by ROI, followers, win ratio and earnings over each period, with drawdown and track-record age from real orders', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      tick(s, 'VTI', '300.00', '300.10');
      const a = await provider(s, 'lba', '10000');
      // Enrollment is the helper's last step: its track record starts now.
      const sinceA = s.clock.now();
      const b = await provider(s, 'lbb', '10000');
      const c = await provider(s, 'lbc', '10000');
      const f1 = await follower(s, 'lbf1', '5000');
      const f2 = await follower(s, 'lbf2', '5000');
      const f3 = await follower(s, 'lbf3', '5000');
      const subscribe = (token: string, id: number) =>
        s.api('follow/buy', { id, amount: '1000', days: 30, pay_password: PAY_PASSWORD, agree: true }, { token });
      await subscribe(f1.token, a.providerId);
      const early = await subscribe(f3.token, a.providerId);
      await subscribe(f1.token, c.providerId);
      await subscribe(f2.token, c.providerId);

      // A: buys SPY at 600.10 and sells at 660 (a win). B: buys VTI at 300.10, sells half at 270 (a loss), holds half. C: no trades.
      await order(s, a.token, 'buy', 'SPY', '10');
      await order(s, b.token, 'buy', 'VTI', '10');
      s.clock.advance(MINUTE);
      tick(s, 'SPY', '660.00', '660.10');
      tick(s, 'VTI', '270.00', '270.10');
      await order(s, a.token, 'sell', 'SPY', '10');
      await order(s, b.token, 'sell', 'VTI', '5');
      s.clock.advance(4 * MINUTE);
      await runJobs(s);
      const stopped = await s.api('follow/stop', { id: early.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: f3.token });
      expect(stopped.data.split).not.toBeNull();
      const traderShare = stopped.data.split!.trader;

      // Independently from the fills: equity now over the 10000 units each opened with.
      const navA = new Decimal(10000).minus('6001.00').minus('6.01').plus(new Decimal('6600.00').minus('6.60')).div(10000);
      const cashB = new Decimal(10000).minus('3001.00').minus('3.01').plus(new Decimal('1350.00').minus('1.35'));
      const navB = cashB.plus(new Decimal(5).times('270.00')).div(10000);

      const list = async (sort: string, period = '1m') => (await s.api('follow/list', { sort, period } as never, { token: f1.token })).data;
      const ids = (l: Awaited<ReturnType<typeof list>>) => l.list.map((r) => r.id);
      const month = await list('profit');
      expect(ids(month)).toEqual([a.providerId, c.providerId, b.providerId]);
      // Track records under 30 days are listed apart, in the same order, without a rank (copierFigures.test.ts ranks one).
      expect(month.list.map((r) => [r.rank, r.is_new])).toEqual([
        [null, true],
        [null, true],
        [null, true],
      ]);
      const rowA = month.list[0]!;
      expect(rowA).toMatchObject({
        net_value: navA.toFixed(),
        roi: navA.minus(1).toDecimalPlaces(6).toFixed(),
        profit: navA.times(10000).minus(10000).toFixed(2),
        max_drawdown: '0',
        win_rate: '1',
        closed_orders: 1,
        wins: 1,
        followers: 1,
        earnings: traderShare,
        fee_rate: '0.05',
        since: Math.floor(sinceA.getTime() / 1000),
        track_record_days: 0,
      });
      const rowB = month.list[2]!;
      expect(rowB).toMatchObject({
        net_value: navB.toFixed(),
        max_drawdown: new Decimal(1).minus(navB).toDecimalPlaces(6).toFixed(),
        win_rate: '0',
        closed_orders: 1,
        wins: 0,
        followers: 0,
      });
      expect(ids(await list('followers'))).toEqual([c.providerId, a.providerId, b.providerId]);
      expect(ids(await list('win_rate'))).toEqual([a.providerId, b.providerId, c.providerId]);
      expect(ids(await list('earners'))).toEqual([a.providerId, b.providerId, c.providerId]);

      // Ten days on, flat: the 7-day window starts after the trades, the month still holds them.
      s.clock.advance(10 * DAY);
      await runJobs(s);
      const week = await list('profit', '7d');
      const weekA = week.list.find((r) => r.id === a.providerId)!;
      expect(weekA).toMatchObject({
        roi: '0',
        profit: '0.00',
        closed_orders: 0,
        earnings: '0.00',
        track_record_days: 10,
        net_value: navA.toFixed(),
      });
      expect((await list('earners', '7d')).list.map((r) => r.earnings)).toEqual(['0.00', '0.00', '0.00']);
      const monthLater = (await list('profit', '1m')).list.find((r) => r.id === a.providerId)!;
      expect(monthLater).toMatchObject({ roi: navA.minus(1).toDecimalPlaces(6).toFixed(), closed_orders: 1, earnings: traderShare });
      for (const period of ['3m', '1y']) expect((await list('profit', period)).period).toBe(period);

      const statis = await s.api('follow/statis', { id: b.providerId, period: '1m' }, { token: b.token });
      expect(statis.data).toMatchObject({
        id: b.providerId,
        is_self: true,
        introduction: 'Trades by hand (lbb)',
        min_amount: '100.00',
        max_amount: '100000.00',
      });
      expect((await s.api('follow/statis', { id: 999_999 }, { token: b.token })).body.code).toBe(404);
      await expectLedgerClean(s);
    });

    it('draws the net value curve in at most ~240 slices: the last snapshot of each, then NAV now', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'chart', '10000');
      await order(s, p.token, 'buy', 'SPY', '10');
      // 100 snapshots five minutes apart, the price walking.
      for (let i = 1; i <= 100; i++) {
        s.clock.advance(5 * MINUTE);
        tick(s, 'SPY', new Decimal(600).plus(i % 7).toFixed(2), new Decimal(600.1).plus(i % 7).toFixed(2));
        await runJobs(s);
      }
      const all = await snapshots(s, p.providerId);
      expect(all.length).toBe(101);
      // A minute after the last snapshot: the curve ends with the NAV of this moment.
      s.clock.advance(MINUTE);
      const chart = (await s.api('follow/chart', { id: p.providerId, period: '7d' }, { token: p.token })).data;
      // 7 days / 240 = 2520-second slices; the track record began inside the period, so the curve starts at
      // its first snapshot (the ROI's base), then the last snapshot of each slice after it, then NAV now.
      const slices = new Set(all.slice(1).map((n) => Math.floor(new Date(n.time).getTime() / 1000 / 2520))).size;
      expect(chart.list).toHaveLength(1 + slices + 1);
      expect(chart.list.length).toBeLessThan(all.length);
      const times = chart.list.map((p) => p.time);
      expect([...times].sort((x, y) => x - y)).toEqual(times);
      const last = all[all.length - 1]!;
      expect(chart.list[chart.list.length - 2]!.net_value).toBe(new Decimal(last.nav).toDecimalPlaces(8).toFixed());
      const statis = await s.api('follow/statis', { id: p.providerId, period: '7d' }, { token: p.token });
      expect(chart.list[chart.list.length - 1]!.net_value).toBe(statis.data.net_value);
      expect(chart.since).toBe(statis.data.since);
    });

    // Issue 22: with a track record younger than the period, the chart dropped its first snapshot (the
    // ROI's base) when a later one fell in the same slice, so the curve implied another return.
    it('draws the chart from the ROI base for every period: its first and last points give the list ROI', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'agree', '10000');
      const first = (await snapshots(s, p.providerId))[0]!;
      await order(s, p.token, 'buy', 'SPY', '15');
      for (let i = 1; i <= 6; i++) {
        s.clock.advance(5 * MINUTE);
        tick(s, 'SPY', new Decimal(610).plus(i * 3).toFixed(2), new Decimal(610.1).plus(i * 3).toFixed(2));
        await runJobs(s);
      }
      const check = async () => {
        for (const period of ['7d', '1m', '3m', '1y'] as const) {
          const row = (await s.api('follow/list', { period }, { token: p.token })).data.list.find((r) => r.id === p.providerId)!;
          const chart = (await s.api('follow/chart', { id: p.providerId, period }, { token: p.token })).data.list;
          const implied = new Decimal(chart[chart.length - 1]!.net_value).div(chart[0]!.net_value).minus(1);
          expect(chart[chart.length - 1]!.net_value, period).toBe(row.net_value);
          // The chart's NAVs carry 8 decimals, the ROI 6: they agree to the ROI's last decimal.
          expect(implied.minus(row.roi).abs().lte('0.000001'), `${period}: chart ${implied.toFixed(8)} vs roi ${row.roi}`).toBe(true);
        }
        return (await s.api('follow/chart', { id: p.providerId, period: '1y' }, { token: p.token })).data.list;
      };
      // Every period began before the track record: each starts at its first snapshot, NAV 1.
      expect((await check())[0]).toEqual({ time: Math.floor(new Date(first.time).getTime() / 1000), net_value: '1' });
      // Eight days on, the week's base is a later snapshot; the others still start at the first.
      s.clock.advance(8 * DAY);
      tick(s, 'SPY', '640.00', '640.10');
      await runJobs(s);
      await check();
      await expectLedgerClean(s);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
