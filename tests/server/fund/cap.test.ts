import { afterEach, expect, it } from 'vitest';
import { migrate } from '@server/db/migrate';
import { DEMO_PRODUCTS } from '@server/fund/seed';
import { incomeOf } from '@server/fund/income';
import { Decimal } from '@server/ledger/money';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { buy, buyer, createProduct, expectFundClean, staffToken } from './support';

const now = (s: TestServer) => Math.floor(s.clock.now().getTime() / 1000);

describeEachDatabase(
  'Top 10 fund: the rate cap (default 8% a year)',
  (get) => {
    afterEach(() => expectFundClean(get()));
    it('refuses a product whose annualized rate is above the cap, names the cap, and creates nothing', async () => {
      const s = get();
      const token = await staffToken(s);
      const at = now(s);
      const terms = { name: 'Capped', min_amount: '100', days: 30, start_at: at - 60, end_at: at + 86_400, capacity: '1000' };
      const before = (await s.api('ops/fund_products', {}, { token })).data.total;
      // 0.00022 a day is 8.03% a year.
      const over = await s.api('ops/fund_product_create', { ...terms, daily_rate: '0.00022' }, { token, lan: 'en' });
      expect({ code: over.body.code, msg: over.body.msg }).toEqual({
        code: 422,
        msg: 'The expected annualized return may not exceed 8% a year (a daily rate of at most 0.00021917)',
      });
      expect((await s.api('ops/fund_products', {}, { token })).data.total).toBe(before);
      // The cap itself is allowed.
      const at8 = await s.api('ops/fund_product_create', { ...terms, daily_rate: '0.00021917' }, { token });
      expect(at8.body.code, at8.body.msg).toBe(0);
    });

    it('seeds demo products at plausible rates under the cap and lists what is on sale first', async () => {
      const s = get();
      const m = await buyer(s, 'capseed');
      const top = (await s.api('fund/top', undefined, { token: m.token })).data;
      const demo = top.list.filter((p) => DEMO_PRODUCTS.some((d) => d.name === p.name));
      expect(demo).toHaveLength(DEMO_PRODUCTS.length);
      for (const p of demo) expect(new Decimal(p.annual_rate).lte('0.08'), `${p.name} ${p.annual_rate}`).toBe(true);
      // The upcoming demo product is created last (newest window), yet what is on sale comes first.
      expect(top.list[0]!.status).toBe('open');
      const statuses = top.list.map((p) => p.status);
      expect(statuses.lastIndexOf('open')).toBeLessThan(statuses.indexOf('upcoming'));
    });

    it('an old database: unsold demo products take the new rates, sold ones keep theirs, close, and are replaced', async () => {
      const s = get();
      const db = s.running.services.db;
      const insertOld = async (name: string, rate: string) => {
        const { rows } = await db.query<{ id: string; contract_version: string }>(
          `INSERT INTO fund_products (id, name, min_amount, daily_rate, days, start_at, end_at, capacity, contract_version, created_by, created_at)
           SELECT n.id, $1, 100, $2, 30, $3, $4, 100000, 'top10-v1:' || n.id::text, NULL, $3
             FROM (SELECT nextval(pg_get_serial_sequence('fund_products', 'id')) AS id) n
           RETURNING id::text AS id, contract_version`,
          [name, rate, new Date(s.clock.now().getTime() - 3_600_000), new Date(s.clock.now().getTime() + 300 * 86_400_000)],
        );
        return { id: Number(rows[0]!.id), contract_version: rows[0]!.contract_version };
      };
      const unsold = await insertOld('Top 10 Growth 30D', '0.0008');
      const sold = await insertOld('Top 10 Select 90D', '0.0012');
      const staffMade = await createProduct(s, { name: 'Top 10 Starter 7D', daily_rate: '0.0002' });
      const m = await buyer(s, 'oldrate', '1000');
      const bought = await buy(s, m, sold, '1000');
      expect(bought.body.code, bought.body.msg).toBe(0);

      await db.query(`DELETE FROM schema_migrations WHERE name = '024_fund_demo_rates.sql'`);
      expect(await migrate(db)).toEqual(['024_fund_demo_rates.sql']);

      const rows = async (where: string, args: unknown[]) =>
        (
          await db.query<{ id: string; daily_rate: string; status: string; close_reason: string; contract_version: string }>(
            `SELECT id::text AS id, daily_rate::text AS daily_rate, status, close_reason, contract_version FROM fund_products WHERE ${where} ORDER BY id`,
            args,
          )
        ).rows.map((r) => ({ ...r, daily_rate: new Decimal(r.daily_rate).toFixed() }));
      expect(await rows('id = $1', [unsold.id])).toEqual([
        expect.objectContaining({ daily_rate: '0.00015', status: 'selling', contract_version: unsold.contract_version }),
      ]);
      expect(await rows('id = $1', [sold.id])).toEqual([
        expect.objectContaining({ daily_rate: '0.0012', status: 'closed', close_reason: expect.stringContaining('7.300% a year') }),
      ]);
      expect(await rows('id = $1', [staffMade.id])).toEqual([expect.objectContaining({ daily_rate: '0.0002', status: 'selling' })]);
      const replacement = await rows(`name = 'Top 10 Select 90D' AND id > $1`, [sold.id]);
      expect(replacement).toEqual([expect.objectContaining({ daily_rate: '0.0002', status: 'selling' })]);
      // The purchase runs on the terms it was sold on.
      const mine = (await s.api('fund/top_list', {}, { token: m.token })).data.list;
      expect(mine).toEqual([expect.objectContaining({ product_id: sold.id, daily_rate: '0.0012', contracted_income: '36.00' })]);
      // The terms stay fixed outside the migration.
      await expect(db.query('UPDATE fund_products SET daily_rate = 0.0001 WHERE id = $1', [unsold.id])).rejects.toThrow(/never change/);
    });

    it('the headline: what the contract pays for a stated amount and term, and the reserve against all promised income', async () => {
      const s = get();
      const product = await createProduct(s, {
        name: 'Headline 30D',
        daily_rate: '0.00018',
        days: 30,
        min_amount: '100',
        capacity: '50000',
      });
      const big = await createProduct(s, {
        name: 'Headline big min',
        daily_rate: '0.0002',
        days: 10,
        min_amount: '2500',
        capacity: '50000',
      });
      const m = await buyer(s, 'headline', '5000');
      const list = (await s.api('fund/top', undefined, { token: m.token })).data;
      const of = (id: number) => list.list.find((p) => p.id === id)!;
      // 1000 x 0.00018 = 0.18 a day, 30 days: 5.40, the sum of what accrual pays.
      expect(of(product.id).example).toEqual({ amount: '1000.00', days: 30, income: '5.40' });
      // A minimum above 1000 is the amount stated: floor2(2500 x 0.0002) = 0.50 a day, 10 days.
      expect(of(big.id).example).toEqual({ amount: '2500.00', days: 10, income: '5.00' });
      expect(of(product.id).example.income).toBe(incomeOf(new Decimal(1000), '0.00018', 30).contracted.toFixed(2));

      const r0 = list.reserve;
      const promisedBefore = new Decimal(r0.promised);
      expect(await buy(s, m, product, '4000')).toMatchObject({ body: { code: 0 } });
      const after = (await s.api('fund/top', undefined, { token: m.token })).data.reserve;
      // 4000 x 0.00018 = 0.72 a day for 30 days: 21.60 more promised, the balance unchanged.
      expect(after.balance).toBe(r0.balance);
      expect(new Decimal(after.promised).minus(promisedBefore).toFixed(2)).toBe('21.60');
      const expected = new Decimal(after.balance).div(after.promised).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1);
      expect(after.coverage).toBe(expected);
      const contract = (await s.api('fund/contract', { id: product.id }, { token: m.token })).data;
      expect(contract.reserve).toEqual(after);
      expect(contract.sale).toMatchObject({ status: 'open', remaining: '46000.00', example: of(product.id).example });
    });
  },
  {},
);

describeEachDatabase(
  'Top 10 fund: a configured rate cap',
  (get) => {
    it('TOP10_ANNUAL_RATE_CAP=0.05 refuses 5.475% a year and leaves out the demo products above it', async () => {
      const s = get();
      const token = await staffToken(s);
      const at = now(s);
      const terms = { name: 'Five', min_amount: '100', days: 30, start_at: at - 60, end_at: at + 86_400, capacity: '1000' };
      const over = await s.api('ops/fund_product_create', { ...terms, daily_rate: '0.00015' }, { token, lan: 'en' });
      expect(over.body.msg).toBe('The expected annualized return may not exceed 5% a year (a daily rate of at most 0.00013698)');
      expect((await s.api('ops/fund_product_create', { ...terms, daily_rate: '0.00013' }, { token })).body.code).toBe(0);
      const names = (await s.api('ops/fund_products', {}, { token })).data.list.map((p) => p.name);
      expect(names).toContain('Top 10 Starter 7D');
      expect(names).not.toContain('Top 10 Select 90D');
    });
  },
  { fund: { annualRateCap: '0.05' } },
);
