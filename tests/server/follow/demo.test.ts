import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { loadFollowConfig } from '@server/config';
import { etfAccount, expectLedgerClean, feedOf, FEED, testMarket, tick, US_OPEN } from '../support/trading';
import { runJobs } from '../support/follow';
import { DEMO_FUNDS, DEMO_PROVIDERS } from '@server/follow/demo';

/** A quote with its previous close, so the strategies see the day's move they act on. */
function quote(s: TestServer, code: string, last: string, prevClose: string): void {
  tick(s, code, last, last);
  feedOf(s).feed({
    code,
    bid: last,
    ask: last,
    last,
    open: prevClose,
    high: last,
    low: last,
    prev_close: prevClose,
    volume: 0,
    time: s.clock.now(),
    source: FEED,
  });
}

async function ordersOf(s: TestServer, memberId: string) {
  const { rows } = await s.running.services.db.query<{ code: string; side: string; status: string }>(
    'SELECT code, side, status FROM etf_orders WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows;
}

describeEachDatabase(
  'demo signal providers',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it('seeds four funded providers whose named strategies place real orders while their market is open, and only then', async () => {
      const s = get();
      const services = s.running.services;
      const { rows: providers } = await services.db.query<{
        id: string;
        member_id: string;
        strategy: string;
        display_name: string;
        since: Date;
      }>('SELECT id::text AS id, member_id::text AS member_id, strategy, display_name, since FROM follow_providers ORDER BY id');
      expect(providers.map((p) => p.strategy)).toEqual(DEMO_PROVIDERS.map((p) => p.strategy));
      for (const p of providers) expect(await etfAccount(s, p.member_id)).toEqual({ balance: DEMO_FUNDS, frozen: '0' });
      const viewer = await s.registerByEmail('demo.viewer@example.com');
      const list = await s.api('follow/list', { sort: 'profit', period: '1m' }, { token: viewer.token });
      expect(list.data.total).toBe(4);
      // Without a backfilled history (a fed market) nothing is simulated: the track record starts at the seed, NAV 1.
      for (const row of list.data.list)
        expect(row).toMatchObject({ net_value: '1', roi: '0', closed_orders: 0, track_record_days: 0, simulated_until: null });

      // The market's state the strategies read: SPY up 1% on the day, QQQ down 1%, gilts stronger than equities.
      quote(s, 'SPY', '606.00', '600.00');
      quote(s, 'QQQ', '495.00', '500.00');
      quote(s, 'VTI', '300.00', '300.00');
      quote(s, 'ISF', '850.0', '860.0');
      quote(s, 'IGLT', '1100.0', '1090.0');
      await runJobs(s);
      const expected: Record<string, string> = { momentum: 'SPY', mean_reversion: 'QQQ', buy_and_hold: 'VTI', uk_rotation: 'IGLT' };
      for (const p of providers) {
        expect(await ordersOf(s, p.member_id)).toEqual([{ code: expected[p.strategy], side: 'buy', status: 'transacted' }]);
        expect(Number((await etfAccount(s, p.member_id)).balance)).toBeLessThan(Number(DEMO_FUNDS));
      }

      // Saturday: the decisions run as jobs but place nothing; NAV snapshots go on.
      const saturday = new Date('2026-11-28T15:00:00Z');
      s.clock.advance(saturday.getTime() - s.clock.now().getTime());
      await runJobs(s);
      for (const p of providers) expect(await ordersOf(s, p.member_id)).toHaveLength(1);
      const { rows: snaps } = await services.db.query<{ time: Date }>('SELECT max(time) AS time FROM follow_nav WHERE provider_id = $1', [
        providers[0]!.id,
      ]);
      expect(new Date(snaps[0]!.time).toISOString()).toBe(saturday.toISOString());
      await expectLedgerClean(s);
    });
  },
  { follow: { ...loadFollowConfig({}), demoProviders: true } },
  { market: testMarket, start: US_OPEN },
);
