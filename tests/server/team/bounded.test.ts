import { afterEach, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describeEachDatabase } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { runJobs } from '../support/follow';
import { invited, overpaidSources, payingInvited } from './support';

/**
 * Rewards are bounded by the fees they come from whatever operations configure: random shares and
 * dividend rates (also ones adding past 100%), random trades by a two-level team, real endpoints
 * and the real job. After every run no source paid more than it brought, the rewards of all runs
 * together are at most the fees the team's trades posted to fee revenue, and the ledger is clean.
 */
describeEachDatabase(
  'team rewards never exceed the fees they come from (property)',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it('holds for any configured rates and trades', async () => {
      const s = get();
      const db = s.running.services.db;
      const z = await invited(s, 'propz');
      const a = await invited(s, 'propa', z);
      const b = await payingInvited(s, 'propb', a, '200000', '200000');
      const rate = fc.integer({ min: 0, max: 9_999 }).map((r) => new Decimal(r).div(10_000).toFixed(4));
      const { rows: saved } = await db.query<{ stars: number; dividend_rate: string }>(
        'SELECT stars, dividend_rate::text AS dividend_rate FROM level_rules',
      );
      try {
        await fc.assert(
          fc.asyncProperty(rate, rate, rate, fc.integer({ min: 1, max: 40 }), async (fee1, fee2, dividend, quantity) => {
            await db.query(`UPDATE team_shares SET share = CASE tier WHEN 1 THEN $1::numeric ELSE $2::numeric END WHERE source = 'fee'`, [
              fee1,
              fee2,
            ]);
            await db.query('UPDATE level_rules SET dividend_rate = $1', [dividend]);
            tick(s, 'SPY', '600.00', '600.10');
            const buy = await s.api(
              'etf/buy',
              { code: 'SPY', delegate_type: 'market', quantity: String(quantity), pay_password: PAY_PASSWORD, agree: true },
              { token: b.token },
            );
            expect(buy.data.status).toBe('transacted');
            await runJobs(s);
            expect(await overpaidSources(s)).toEqual([]);
            const { rows } = await db.query<{ fees: string; rewards: string }>(
              `SELECT (SELECT COALESCE(sum(fee), 0) FROM etf_orders WHERE member_id = $1 AND status = 'transacted')::text AS fees,
                      (SELECT COALESCE(sum(amount), 0) FROM team_rewards WHERE source_member_id = $1)::text AS rewards`,
              [b.memberId],
            );
            expect(new Decimal(rows[0]!.rewards).lte(rows[0]!.fees)).toBe(true);
          }),
          { numRuns: 8 },
        );
      } finally {
        await db.query(`UPDATE team_shares SET share = CASE tier WHEN 1 THEN 0.10 ELSE 0.05 END WHERE source = 'fee'`);
        for (const r of saved) await db.query('UPDATE level_rules SET dividend_rate = $2 WHERE stars = $1', [r.stars, r.dividend_rate]);
      }
      await expectLedgerClean(s);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
