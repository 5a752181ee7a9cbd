import { afterEach, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, trader, US_OPEN } from '../support/trading';
import { entryLines, provider, runJobs, subscriptionRow, toOpenSession } from '../support/follow';
import { runDue } from '@server/jobs/jobs';
import { jobHandlers } from '@server/job-handlers';
import { settleSubscription } from '@server/follow/settle';
import { payTeamRewards } from '@server/team/rewards';
import { TEAM_REWARD_JOB } from '@server/team/sources';
import { assetBalance, expectedReward, invited, overpaidSources, payingInvited, rewardsOf, type TeamMember } from './support';

async function orderEntry(s: TestServer, orderId: number): Promise<{ entry: string; fee: string; value: string }> {
  const { rows } = await s.running.services.db.query<{ entry: string; fee: string; value: string }>(
    'SELECT entry_id::text AS entry, fee::text AS fee, value::text AS value FROM etf_orders WHERE id = $1',
    [orderId],
  );
  return rows[0]!;
}

async function teamJobs(s: TestServer, entry: string): Promise<{ status: string }[]> {
  const { rows } = await s.running.services.db.query<{ status: string }>('SELECT status FROM jobs WHERE kind = $1 AND subject = $2', [
    TEAM_REWARD_JOB,
    entry,
  ]);
  return rows;
}

/** z invited a, a invited the trading member b: for b's activity a is level 1 and z level 2. */
async function chain(s: TestServer, prefix: string, asset: string, etf?: string) {
  const z = await invited(s, `${prefix}z`);
  const a = await invited(s, `${prefix}a`, z);
  const b = await payingInvited(s, `${prefix}b`, a, asset, etf);
  return { z, a, b };
}

function names(...members: [TeamMember, string][]): Record<string, string> {
  return Object.fromEntries(members.map(([m, n]) => [m.memberId, n]));
}

describeEachDatabase(
  'team rewards: paid from the fees and the team pool a team earns, once per source',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it("pays a trade fee's published shares to the two uplines, from fee revenue, one posting each naming its source", async () => {
      const s = get();
      const { z, a, b } = await chain(s, 'fee', '7000', '7000');
      tick(s, 'SPY', '600.00', '600.10');
      const bought = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '10', pay_password: PAY_PASSWORD, agree: true },
        { token: b.token },
      );
      expect(bought.data.status).toBe('transacted');
      const order = await orderEntry(s, bought.data.id);
      // 10 × 600.10 = 6001.00, fee 0.1% = 6.001, rounded up to the cent by the trading rule: 6.01.
      expect({ value: new Decimal(order.value).toFixed(2), fee: new Decimal(order.fee).toFixed(2) }).toEqual({
        value: '6001.00',
        fee: '6.01',
      });
      expect(await teamJobs(s, order.entry)).toEqual([{ status: 'queued' }]);

      // A runner killed after paying (its transaction never commits) pays nothing; the retry pays once.
      const killed = {
        [TEAM_REWARD_JOB]: async (q: Parameters<typeof payTeamRewards>[0], job: { subject: string }, now: Date) => {
          await payTeamRewards(q, job.subject, now);
          throw new Error('killed after paying');
        },
      };
      expect(await runDue(s.running.services.db, killed, s.clock.now())).toBe(0);
      expect(await rewardsOf(s, order.entry)).toEqual([]);
      expect((await assetBalance(s, a.memberId)).toFixed(2)).toBe('0.00');
      s.clock.advance(61_000);
      await runJobs(s);

      // Level 1 (a, no stars): 10% of the fee; level 2 (z, no stars): 5%.
      const rewards = await rewardsOf(s, order.entry);
      expect(rewards.map((r) => [r.tier, r.beneficiary_id, new Decimal(r.amount).toFixed(2)])).toEqual([
        [1, a.memberId, expectedReward(order.fee, '0.10')],
        [2, z.memberId, expectedReward(order.fee, '0.05')],
      ]);
      expect(expectedReward(order.fee, '0.10')).toBe('0.60');
      expect(expectedReward(order.fee, '0.05')).toBe('0.30');
      expect(await entryLines(s, rewards[0]!.entry_id, names([a, 'a']))).toEqual({ 'platform:fees': '-0.6', 'a:asset': '0.6' });
      expect(await entryLines(s, rewards[1]!.entry_id, names([z, 'z']))).toEqual({ 'platform:fees': '-0.3', 'z:asset': '0.3' });
      expect((await assetBalance(s, a.memberId)).toFixed(2)).toBe('0.60');

      // The bill says where it came from: which fee, whose activity (masked), which entry.
      const bill = await s.api('wallet/bill', { type: 'team_reward' }, { token: a.token, lan: 'en' });
      expect(bill.data.list).toHaveLength(1);
      expect(bill.data.list[0]).toMatchObject({
        type: 'team_reward',
        title: 'Team reward',
        amount: '0.60',
        remark: `Level 1 member ${b.name[0]}****${b.name.at(-1)}: share of a trading fee (entry #${order.entry})`,
      });
      expect((await s.api('wallet/bill', { type: 'team_reward' }, { token: z.token, lan: 'ko' })).data.list[0]!.remark).toContain(
        `2단계 회원 ${b.name[0]}****`,
      );

      // The team views add it up; the traded notional is the team's volume for both uplines.
      expect((await s.api('member/team_list', { level: 1 }, { token: a.token })).data.list).toMatchObject([
        { uid: b.uid, rewards: '0.60' },
      ]);
      expect((await s.api('member/team_list', { level: 2 }, { token: z.token })).data.list).toMatchObject([
        { uid: b.uid, rewards: '0.30' },
      ]);
      expect((await s.api('member/team_gain', { period: '7d' }, { token: a.token })).data).toMatchObject({
        total_rewards: '0.60',
        period_rewards: '0.60',
        team_volume: '6001.00',
      });
      expect((await s.api('member/level', undefined, { token: z.token })).data.team_volume).toBe('6001.00');

      // A year later the period filter leaves it out, the total keeps it, and the volume window has passed.
      s.clock.advance(366 * 86_400_000);
      const again = await s.api('member/login', { type: 'email', email: a.email, password: 'Passw0rd!' });
      expect((await s.api('member/team_gain', { period: '1y' }, { token: again.data.token })).data).toMatchObject({
        total_rewards: '0.60',
        period_rewards: '0.00',
        team_volume: '0.00',
      });

      // Running the source again (a second instance, a replayed job) pays nothing more.
      expect(await s.running.services.db.tx((q) => payTeamRewards(q, order.entry, s.clock.now()))).toEqual([]);
      expect(await rewardsOf(s, order.entry)).toHaveLength(2);
      expect(await overpaidSources(s)).toEqual([]);
      await expectLedgerClean(s);
    });

    it('a member without an inviter queues nothing and pays no one; a sell fee pays like a buy fee', async () => {
      const s = get();
      toOpenSession(s);
      const alone = await trader(s, 'alone', '7000');
      tick(s, 'SPY', '600.00', '600.10');
      const buy = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true },
        { token: alone.token },
      );
      const lone = await orderEntry(s, buy.data.id);
      expect(await teamJobs(s, lone.entry)).toEqual([]);
      await runJobs(s);
      expect(await rewardsOf(s, lone.entry)).toEqual([]);

      // Only one level above: the level-1 upline is paid, nobody is paid a level-2 share.
      const top = await invited(s, 'top');
      const seller = await payingInvited(s, 'sel', top, '7000', '7000');
      tick(s, 'SPY', '600.00', '600.10');
      await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD, agree: true },
        { token: seller.token },
      );
      tick(s, 'SPY', '650.00', '650.10');
      const sell = await s.api(
        'etf/sell',
        { code: 'SPY', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD },
        { token: seller.token },
      );
      expect(sell.data.status).toBe('transacted');
      const sold = await orderEntry(s, sell.data.id);
      await runJobs(s);
      expect((await rewardsOf(s, sold.entry)).map((r) => [r.tier, r.beneficiary_id, new Decimal(r.amount).toFixed(2)])).toEqual([
        [1, top.memberId, expectedReward(sold.fee, '0.10')],
      ]);
      await expectLedgerClean(s);
    });

    it('pays a copy subscription fee and, out of the team pool, the 20% team part of its profit: two settlements racing pay one reward set', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'pool', '5000');
      const { z, a, b } = await chain(s, 'pool', '2000');
      // a has one star by the (lowered) rules: its dividend rate 1% adds to each share it is paid.
      await s.running.services.db.query('UPDATE level_rules SET min_direct = 1, min_team = 1, min_volume = 0 WHERE stars = 1');
      try {
        const buy = await s.api(
          'follow/buy',
          { id: p.providerId, amount: '1000', days: 7, pay_password: PAY_PASSWORD, agree: true },
          { token: b.token },
        );
        expect(buy.body.code).toBe(0);
        const sub = await subscriptionRow(s, buy.data.id);
        await runJobs(s);
        // Fee 50.00: a (1 star) 10% + 1% = 5.50; z (z's team is a and b: also 1 star) 5% + 1% = 3.00.
        expect((await rewardsOf(s, sub.buy_entry_id)).map((r) => [r.tier, new Decimal(r.amount).toFixed(2)])).toEqual([
          [1, '5.50'],
          [2, '3.00'],
        ]);

        // The provider's NAV went up by half: profit 500, team part 100.00 into the pool. Two settlements race.
        const services = s.running.services;
        const navEnd = new Decimal(sub.nav_start).times('1.5');
        const settled = await Promise.all(
          [1, 2].map(() =>
            services.db.tx((q) => settleSubscription(q, services, String(buy.data.id), 'early_stop', navEnd, s.clock.now())),
          ),
        );
        expect(settled.filter(Boolean)).toHaveLength(1);
        const row = await subscriptionRow(s, buy.data.id);
        const team = new Decimal(settled.find(Boolean)!.split!.team);
        expect(team.toFixed(2)).toBe('100.00');
        expect(await teamJobs(s, row.settle_entry_id!)).toEqual([{ status: 'queued' }]);
        // Two runners at once: one claims the job, the other finds nothing to claim.
        await Promise.all([runJobs(s), runDue(services.db, jobHandlers(services), s.clock.now())]);
        const pool = await rewardsOf(s, row.settle_entry_id!);
        expect(pool.map((r) => [r.tier, r.beneficiary_id, new Decimal(r.amount).toFixed(2)])).toEqual([
          [1, a.memberId, expectedReward(team, '0.41')],
          [2, z.memberId, expectedReward(team, '0.21')],
        ]);
        expect(await entryLines(s, pool[0]!.entry_id, names([a, 'a']))).toEqual({ 'platform:team_pool': '-41', 'a:asset': '41' });
        const bill = await s.api('wallet/bill', { type: 'team_reward' }, { token: z.token, lan: 'en' });
        expect(bill.data.list.map((r) => r.remark)).toContain(
          `Level 2 member ${b.name[0]}****${b.name.at(-1)}: team part of a copy-trading profit (entry #${row.settle_entry_id})`,
        );
        // The subscribed amount is team volume (the principal itself is never a source).
        expect((await s.api('member/team_gain', {}, { token: a.token })).data.team_volume).toBe('1000.00');
        expect(await overpaidSources(s)).toEqual([]);
        await expectLedgerClean(s);
      } finally {
        await s.running.services.db.query('UPDATE level_rules SET min_direct = 3, min_team = 5, min_volume = 1000 WHERE stars = 1');
      }
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
