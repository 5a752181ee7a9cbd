import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import {
  addReserve,
  buy,
  buyer,
  createProduct,
  DAY,
  expectFundClean,
  ledgerSize,
  reserve,
  runJobs,
  staffToken,
  MECHANICS_CAP,
} from './support';

async function auditRows(s: TestServer, subjectType: string, subjectId: string) {
  const { rows } = await s.running.services.db.query<{ action: string; before: unknown; after: unknown; email: string }>(
    `SELECT a.action, a.before, a.after, st.email FROM audit_log a JOIN staff st ON st.id = a.staff_id
      WHERE a.subject_type = $1 AND a.subject_id = $2 ORDER BY a.id`,
    [subjectType, subjectId],
  );
  return rows;
}

describeEachDatabase(
  'Top 10 fund: operations',
  (get) => {
    // The ledger and the fund's own balances checked after every test, whatever it did.
    afterEach(() => expectFundClean(get()));
    it('only administrators create and close products and add to the reserve; finance may read the reserve', async () => {
      const s = get();
      const finance = await staffToken(s, 'fundfinance', ['finance_reviewer']);
      const support = await staffToken(s, 'fundsupport', ['support']);
      const now = Math.floor(s.clock.now().getTime() / 1000);
      const terms = { name: 'Nope', min_amount: '10', daily_rate: '0.001', days: 5, start_at: now, end_at: now + 86_400, capacity: '100' };
      for (const token of [finance, support]) {
        expect((await s.api('ops/fund_product_create', terms, { token })).body.code).toBe(403);
        expect((await s.api('ops/fund_reserve_add', { amount: '10', reason: 'x' }, { token })).body.code).toBe(403);
        expect((await s.api('ops/fund_products', {}, { token })).body.code).toBe(403);
        expect((await s.api('ops/fund_product_close', { id: 1, reason: 'x' }, { token })).body.code).toBe(403);
      }
      expect((await s.api('ops/fund_reserve', undefined, { token: finance })).body.code).toBe(0);
      expect((await s.api('ops/fund_reserve', undefined, { token: support })).body.code).toBe(403);
      // A member's token is not a staff token.
      const m = await buyer(s, 'notstaff');
      expect((await s.api('ops/fund_reserve', undefined, { token: m.token })).body.code).toBe(401);
      const { rows } = await s.running.services.db.query('SELECT id FROM fund_products WHERE name = $1', ['Nope']);
      expect(rows).toEqual([]);
    });

    it('validates the terms of a new product', async () => {
      const s = get();
      const token = await staffToken(s);
      const now = Math.floor(s.clock.now().getTime() / 1000);
      const good = { name: 'Valid', min_amount: '10', daily_rate: '0.001', days: 5, start_at: now, end_at: now + 86_400, capacity: '100' };
      const refusal = async (change: Partial<typeof good>) => {
        const res = await s.api('ops/fund_product_create', { ...good, ...change }, { token, lan: 'en' });
        return { code: res.body.code, msg: res.body.msg };
      };
      const range = { code: 422, msg: 'The daily rate must be between 0.0001 and 0.01' };
      expect(await refusal({ daily_rate: '0.00009' })).toEqual(range);
      expect(await refusal({ daily_rate: '0.0101' })).toEqual(range);
      expect(await refusal({ daily_rate: '0' })).toEqual(range);
      expect(await refusal({ end_at: now })).toEqual({ code: 422, msg: 'Sales must open before they end' });
      expect(await refusal({ min_amount: '100.01' })).toEqual({
        code: 422,
        msg: 'The minimum investment cannot be more than the capacity',
      });
      expect(await refusal({ name: '   ' })).toEqual({ code: 422, msg: 'Enter a product name' });
      expect((await refusal({ days: 0 })).code).toBe(400);
      const { rows } = await s.running.services.db.query('SELECT id FROM fund_products');
      expect(rows).toEqual([]);
      // The edges are allowed.
      expect((await refusal({ daily_rate: '0.0001' })).code).toBe(0);
      expect((await refusal({ daily_rate: '0.01', min_amount: '100' })).code).toBe(0);
    });

    it('audits every change, lists sales and income, and never changes a sold contract', async () => {
      const s = get();
      const product = await createProduct(s, { name: 'Audited 2D', daily_rate: '0.0009', days: 2, min_amount: '50', capacity: '10000' });
      expect(product.contract_version).toBe(`top10-v1:${product.id}`);
      const created = await auditRows(s, 'fund_product', String(product.id));
      expect(created).toEqual([
        {
          action: 'fund_product.create',
          before: null,
          after: expect.objectContaining({
            name: 'Audited 2D',
            daily_rate: '0.0009',
            days: 2,
            capacity: '10000.00',
            contract_version: product.contract_version,
          }),
          email: 'fundadmin@meridian.local',
        },
      ]);

      const before = await reserve(s);
      await addReserve(s, '40');
      const { rows: added } = await s.running.services.db.query<{ subject_id: string; before: unknown; after: unknown }>(
        `SELECT subject_id, before, after FROM audit_log WHERE action = 'fund_reserve.add' ORDER BY id DESC LIMIT 1`,
      );
      expect(added[0]!.before).toEqual(before);
      expect(added[0]!.after).toMatchObject({ amount: '40.00', reason: 'Test cover' });
      // The reserve's money came from capital, in one entry.
      const { rows: lines } = await s.running.services.db.query<{ kind: string; amount: string }>(
        `SELECT a.kind, p.amount::text AS amount FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.entry_id = $1 ORDER BY a.kind`,
        [added[0]!.subject_id],
      );
      expect(lines.map((l) => [l.kind, Number(l.amount)])).toEqual([
        ['capital', -40],
        ['top10_reserve', 40],
      ]);

      const a = await buyer(s, 'opsa', '2000');
      const b = await buyer(s, 'opsb', '2000');
      expect((await buy(s, a, product, '1000')).body.code).toBe(0);
      expect((await buy(s, b, product, '500')).body.code).toBe(0);
      s.clock.advance(DAY);
      expect(await runJobs(s)).toBe(2);
      const admin = await staffToken(s);
      const listed = (await s.api('ops/fund_products', {}, { token: admin })).data.list.find((p) => p.id === product.id)!;
      expect(listed).toMatchObject({
        sold: '1500.00',
        investors: 2,
        contracted_income: '2.70',
        paid_income: '1.35',
        created_by: 'fundadmin@meridian.local',
      });

      // Closing stops sales and is audited; purchases run on to settlement.
      const closed = await s.api('ops/fund_product_close', { id: product.id, reason: 'Capacity review' }, { token: admin });
      expect(closed.data).toEqual({ id: product.id, status: 'closed' });
      expect((await s.api('ops/fund_product_close', { id: product.id, reason: 'Again' }, { token: admin })).body.code).toBe(409);
      expect((await auditRows(s, 'fund_product', String(product.id))).map((r) => [r.action, r.before, r.after])).toEqual([
        ['fund_product.create', null, expect.anything()],
        ['fund_product.close', { status: 'open' }, { status: 'closed', reason: 'Capacity review' }],
      ]);
      s.clock.advance(DAY);
      expect(await runJobs(s)).toBe(2);
      const settled = (await s.api('fund/top_list', {}, { token: a.token })).data.list[0]!;
      expect(settled).toMatchObject({ status: 'settled', settled_amount: '1001.80' });

      // The terms are the contract: the database itself refuses to change them, or to reopen, or to delete.
      const db = s.running.services.db;
      for (const change of [
        `daily_rate = 0.002`,
        `days = 3`,
        `min_amount = 1`,
        `capacity = 20000`,
        `end_at = end_at + interval '1 day'`,
        `name = 'Renamed'`,
        `contract_version = 'top10-v2:1'`,
        `status = 'selling'`,
        `sold = 0`,
      ])
        await expect(db.query(`UPDATE fund_products SET ${change} WHERE id = $1`, [product.id])).rejects.toThrow();
      await expect(db.query('DELETE FROM fund_products WHERE id = $1', [product.id])).rejects.toThrow();
      expect((await s.api('fund/contract', { id: product.id }, { token: a.token })).data.terms).toMatchObject({
        daily_rate: '0.0009',
        days: 2,
      });
      await expectFundClean(s);
    });

    it('corrections never reverse a contract entry, and reverse a reserve funding only while the reserve keeps its cover', async () => {
      const s = get();
      const first = await staffToken(s, 'fundcorr1', ['finance_reviewer']);
      const second = await staffToken(s, 'fundcorr2', ['finance_reviewer']);
      const db = s.running.services.db;
      const lastEntry = async (type: string) =>
        Number((await db.query<{ id: string }>(`SELECT max(id)::text AS id FROM journal_entries WHERE type = $1`, [type])).rows[0]!.id);
      const product = await createProduct(s, { daily_rate: '0.01', days: 2, min_amount: '10', capacity: '100000' });
      // A purchase that takes all the free cover there is and 10 of the next funding: 2% of the amount is owed.
      const free = Number((await reserve(s)).free);
      const amount = Math.ceil((free + 10) / 0.02);
      await addReserve(s, '30');
      const funding = await lastEntry('top10_reserve_add');
      const m = await buyer(s, 'corr', String(amount));
      expect((await buy(s, m, product, String(amount))).body.code).toBe(0);
      const buyEntry = await lastEntry('top10_buy');
      const refused = await s.api('ops/correction_propose', { entry_id: buyEntry, reason: 'Try' }, { token: first, lan: 'en' });
      expect({ code: refused.body.code, msg: refused.body.msg }).toEqual({
        code: 422,
        msg: 'Entries of a running contract (Top 10 purchases, income, settlements) follow the contract and are not reversed',
      });
      // Reversing the 30 would leave the reserve 10 short of what it owes: the second person's approval is refused whole.
      const proposal = await s.api('ops/correction_propose', { entry_id: funding, reason: 'Typed twice' }, { token: first });
      expect(proposal.body.code).toBe(0);
      const before = await ledgerSize(s);
      const cover = await reserve(s);
      const decided = await s.api('ops/correction_decide', { id: proposal.data.id, approve: true }, { token: second, lan: 'en' });
      expect({ code: decided.body.code, msg: decided.body.msg }).toEqual({
        code: 422,
        msg: `Reversing this would leave the income reserve short of the ${cover.committed} USDT of income still owed to running purchases`,
      });
      expect(await ledgerSize(s)).toEqual(before);
      expect(await reserve(s)).toEqual(cover);
      // A funding the reserve can spare is reversed as any entry is.
      await addReserve(s, '50');
      const spare = await s.api(
        'ops/correction_propose',
        { entry_id: await lastEntry('top10_reserve_add'), reason: 'Too much' },
        { token: first },
      );
      expect((await s.api('ops/correction_decide', { id: spare.data.id, approve: true }, { token: second })).body.code).toBe(0);
      expect(await reserve(s)).toEqual(cover);
      await expectFundClean(s);
    });
  },
  { demoFund: false, ...MECHANICS_CAP },
);

describeEachDatabase('Top 10 fund: the demo seed', (get) => {
  // The ledger and the fund's own balances checked after every test, whatever it did.
  afterEach(() => expectFundClean(get()));
  it('creates demo products under npm start, with a reserve from capital covering all of them sold out', async () => {
    const s = get();
    const admin = await staffToken(s);
    const products = (await s.api('ops/fund_products', {}, { token: admin })).data.list;
    expect(products.length).toBeGreaterThanOrEqual(3);
    expect(
      products
        .filter((p) => p.status === 'open')
        .map((p) => p.days)
        .sort((x, y) => x - y),
    ).toEqual([7, 30, 90]);
    const cover = await reserve(s);
    const contractable = products.reduce((sum, p) => sum + (Math.floor(Number(p.capacity) * Number(p.daily_rate) * 100) / 100) * p.days, 0);
    expect(Number(cover.free)).toBeGreaterThanOrEqual(contractable);
    expect(Number(cover.free)).toBeLessThan(contractable + 1);
    const { rows } = await s.running.services.db.query<{ type: string }>(
      `SELECT e.type FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.kind = 'top10_reserve'`,
    );
    expect(rows.map((r) => r.type)).toEqual(['top10_reserve_add']);
    await expectFundClean(s);
  });
});
