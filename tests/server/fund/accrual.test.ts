import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { jobHandlers } from '@server/job-handlers';
import { ACCRUE_JOB } from '@server/fund/accrual';
import { addReserve, balance, buy, buyer, createProduct, DAY, expectFundClean, reserve, runJobs, MECHANICS_CAP } from './support';

describeEachDatabase(
  'Top 10 fund: daily accrual and settlement',
  (get) => {
    // The ledger and the fund's own balances checked after every test, whatever it did.
    afterEach(() => expectFundClean(get()));
    it('1000 at 0.0008 for 3 days: 0.80 a day into Top 10, then 1002.40 settles into the asset account', async () => {
      const s = get();
      await addReserve(s, '100');
      const product = await createProduct(s, { daily_rate: '0.0008', days: 3, min_amount: '100' });
      const m = await buyer(s, 'accrue', '1500');
      const bought = await buy(s, m, product, '1000');
      expect(bought.data).toMatchObject({
        product_id: product.id,
        amount: '1000.00',
        daily_rate: '0.0008',
        annual_rate: '0.292',
        days: 3,
        contracted_income: '2.40',
        contract_version: product.contract_version,
      });
      expect(bought.data.end_at - bought.data.start_at).toBe(3 * 86_400);
      expect(await balance(s, m.memberId, 'asset')).toBe('500.00');
      expect(await balance(s, m.memberId, 'top10')).toBe('1000.00');
      expect(await reserve(s)).toEqual({ balance: '100.00', committed: '2.40', free: '97.60' });

      // Nothing is due before the first 24 hours are over.
      s.clock.advance(DAY - 1000);
      expect(await runJobs(s)).toBe(0);
      s.clock.advance(1000);
      expect(await runJobs(s)).toBe(1);
      expect(await balance(s, m.memberId, 'top10')).toBe('1000.80');
      const day1 = (await s.api('fund/top_list', {}, { token: m.token })).data;
      expect(day1.list[0]).toMatchObject({ accrued_days: 1, accumulated_income: '0.80', status: 'running', settled_at: null });
      expect(day1.summary).toEqual({ invested: '1000.00', accumulated_income: '0.80', total_income: '0.80', running_count: 1 });
      expect(await reserve(s)).toEqual({ balance: '99.20', committed: '1.60', free: '97.60' });
      // The day's income is in the member's records with its title, and counts as income of the Top 10 account.
      const bill = (await s.api('wallet/bill', { account: 'top10' }, { token: m.token, lan: 'ko' })).data.list;
      expect(bill.map((b) => [b.type, b.title, b.amount])).toEqual([
        ['top10_income', 'Top 10 수익', '0.80'],
        ['top10_buy', 'Top 10 매수', '1000.00'],
      ]);
      const asset = (await s.api('member/asset', undefined, { token: m.token })).data;
      expect(asset.by_type.top10).toMatchObject({ total: '1000.80', today_income: '0.80', total_income: '0.80' });

      // The server was down two days: both days run in one pass, the last one settles.
      s.clock.advance(2 * DAY);
      expect(await runJobs(s)).toBe(2);
      expect(await balance(s, m.memberId, 'top10')).toBe('0.00');
      expect(await balance(s, m.memberId, 'asset')).toBe('1502.40');
      const done = (await s.api('fund/top_list', { status: 'settled' }, { token: m.token })).data;
      expect(done.list[0]).toMatchObject({ accrued_days: 3, accumulated_income: '2.40', status: 'settled', settled_amount: '1002.40' });
      expect(done.summary).toEqual({ invested: '0.00', accumulated_income: '0.00', total_income: '2.40', running_count: 0 });
      const settle = (await s.api('wallet/bill', { type: 'top10_settle' }, { token: m.token })).data.list;
      expect(settle.map((b) => [b.account, b.amount]).sort()).toEqual([
        ['asset', '1002.40'],
        ['top10', '-1002.40'],
      ]);
      expect(await reserve(s)).toEqual({ balance: '97.60', committed: '0.00', free: '97.60' });
      // Three jobs, each run once; nothing is left queued.
      const { rows } = await s.running.services.db.query<{ period: string; status: string; attempts: number }>(
        `SELECT period, status, attempts FROM jobs WHERE kind = $1 ORDER BY id`,
        [ACCRUE_JOB],
      );
      expect(rows).toEqual([
        { period: '1', status: 'done', attempts: 1 },
        { period: '2', status: 'done', attempts: 1 },
        { period: '3', status: 'done', attempts: 1 },
      ]);
      s.clock.advance(30 * DAY);
      expect(await runJobs(s)).toBe(0);
      await expectFundClean(s);
    });

    it('two runners (two instances) share the due days: each purchase-day posts once', async () => {
      const s = get();
      await addReserve(s, '500');
      const product = await createProduct(s, { daily_rate: '0.0012', days: 2 });
      const members = await Promise.all([0, 1, 2, 3].map((i) => buyer(s, `runner${i}`, '1000')));
      for (const m of members) expect((await buy(s, m, product, '999.99')).body.code).toBe(0);
      s.clock.advance(DAY);
      const [a, b] = await Promise.all([runJobs(s), runJobs(s)]);
      expect(a + b).toBe(4);
      s.clock.advance(DAY);
      const [c, d] = await Promise.all([runJobs(s), runJobs(s)]);
      expect(c + d).toBe(4);
      // floor2(999.99 x 0.0012) = 1.19 a day.
      for (const m of members) {
        expect(await balance(s, m.memberId, 'asset')).toBe('1002.38');
        expect(await balance(s, m.memberId, 'top10')).toBe('0.00');
      }
      const { rows } = await s.running.services.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM journal_entries e JOIN fund_purchases f ON f.id = e.ref_id
          WHERE e.type = 'top10_income' AND f.product_id = $1`,
        [product.id],
      );
      expect(rows[0]!.n).toBe('8');
      await expectFundClean(s);
    });

    it('a job that dies after its writes leaves nothing behind and runs once on the retry; a repeat of a done day is a no-op', async () => {
      const s = get();
      await addReserve(s, '50');
      const product = await createProduct(s, { daily_rate: '0.001', days: 2 });
      const m = await buyer(s, 'crash', '500');
      const bought = await buy(s, m, product, '500');
      s.clock.advance(DAY);
      const real = jobHandlers();
      const killed = {
        [ACCRUE_JOB]: async (...args: Parameters<(typeof real)[string]>) => {
          await real[ACCRUE_JOB]!(...args);
          throw new Error('killed');
        },
      };
      expect(await runJobs(s, killed)).toBe(0);
      expect(await balance(s, m.memberId, 'top10')).toBe('500.00');
      const row = async () =>
        (
          await s.running.services.db.query<{ accrued_days: number; status: string; attempts: number; last_error: string | null }>(
            `SELECT f.accrued_days, j.status, j.attempts, j.last_error FROM fund_purchases f JOIN jobs j ON j.subject = f.id::text AND j.kind = $2 AND j.period = '1'
              WHERE f.id = $1`,
            [bought.data.id, ACCRUE_JOB],
          )
        ).rows[0]!;
      expect(await row()).toEqual({ accrued_days: 0, status: 'queued', attempts: 1, last_error: 'Error: killed' });
      // The retry waits a minute, then the day posts once and day 2 is queued.
      expect(await runJobs(s)).toBe(0);
      s.clock.advance(61_000);
      expect(await runJobs(s)).toBe(1);
      expect(await balance(s, m.memberId, 'top10')).toBe('500.50');
      expect(await row()).toMatchObject({ accrued_days: 1, status: 'done', attempts: 2 });
      // Should the jobs table ever hand day 1 out again, the purchase row says it is done.
      await s.running.services.db.query(`UPDATE jobs SET status = 'queued' WHERE kind = $1 AND subject = $2 AND period = '1'`, [
        ACCRUE_JOB,
        String(bought.data.id),
      ]);
      expect(await runJobs(s)).toBe(1);
      expect(await balance(s, m.memberId, 'top10')).toBe('500.50');
      s.clock.advance(DAY);
      expect(await runJobs(s)).toBe(1);
      expect(await balance(s, m.memberId, 'asset')).toBe('501.00');
      await expectFundClean(s);
    });
  },
  { demoFund: false, ...MECHANICS_CAP },
);
