import crypto from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { verifiedMember } from '../support/members';
import { PAY_PASSWORD } from '../support/money';
import {
  addReserve,
  balance,
  buy,
  buyer,
  createProduct,
  expectFundClean,
  ledgerSize,
  staffToken,
  type Buyer,
  MECHANICS_CAP,
} from './support';

/** A refused purchase: its code and message, and nothing moved anywhere (no entry, no purchase, balances as they were). */
async function expectRefused(
  s: TestServer,
  m: Buyer,
  attempt: () => Promise<{ body: { code: number; msg: string } }>,
  code: number,
  msg: string,
) {
  const before = {
    ledger: await ledgerSize(s),
    asset: await balance(s, m.memberId, 'asset'),
    top10: await balance(s, m.memberId, 'top10'),
  };
  const res = await attempt();
  expect({ code: res.body.code, msg: res.body.msg }).toEqual({ code, msg });
  expect({
    ledger: await ledgerSize(s),
    asset: await balance(s, m.memberId, 'asset'),
    top10: await balance(s, m.memberId, 'top10'),
  }).toEqual(before);
}

describeEachDatabase(
  'Top 10 fund: buying',
  (get) => {
    // The ledger and the fund's own balances checked after every test, whatever it did.
    afterEach(() => expectFundClean(get()));
    it('lists products with their terms and status, and the contract in the member language, never saying "guaranteed"', async () => {
      const s = get();
      const product = await createProduct(s, { name: 'Listed 30D', daily_rate: '0.0005', days: 30, min_amount: '250', capacity: '5000' });
      const m = await buyer(s, 'lister');
      const listed = (await s.api('fund/top', undefined, { token: m.token })).data.list.find((p) => p.id === product.id);
      expect(listed).toMatchObject({
        name: 'Listed 30D',
        min_amount: '250.00',
        daily_rate: '0.0005',
        annual_rate: '0.1825',
        days: 30,
        capacity: '5000.00',
        sold: '0.00',
        remaining: '5000.00',
        status: 'open',
        contract_version: `top10-v1:${product.id}`,
      });
      for (const lan of ['en', 'ko', 'jp', 'zh', 'zh-Hant', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'rs', 'tk']) {
        const c = (await s.api('fund/contract', { id: product.id }, { token: m.token, lan })).data;
        expect(c.version).toBe(product.contract_version);
        expect(c.sections).toHaveLength(7);
        const text = JSON.stringify(c);
        // Every placeholder filled, every text translated (no key names leaking), the terms in it.
        expect(text).not.toMatch(/\{\{|server\.top10/);
        expect(text).toContain('0.05');
        expect(text).toContain('18.25');
        expect(c.version).toBe(product.contract_version);
        // What the member reads names the contract's edition, never the internal version id.
        expect(JSON.stringify([c.title, c.sections, c.risk_notice])).not.toMatch(/top10-v\d/);
        expect(text.toLowerCase()).not.toMatch(/guarantee|garant|보장|保证|保證|保証|гарант|गारंटी|kepil|jamin/);
        expect(c.risk_notice.length).toBeGreaterThan(40);
      }
      const en = (await s.api('fund/contract', { id: product.id }, { token: m.token })).data;
      expect(en.sections[0]!.body).toContain('This contract (version 1) fixes its terms');
      expect(en.sections.map((x) => x.heading)).toEqual([
        'The product',
        'Fixed daily rate per contract',
        'Running time',
        'Accrual',
        'Settlement',
        'No early exit',
        'The income reserve',
      ]);
      expect(en.terms).toMatchObject({ min_amount: '250.00', daily_rate: '0.0005', annual_rate: '0.1825', days: 30 });
      expect((await s.api('fund/contract', { id: 999_999 }, { token: m.token })).body.code).toBe(404);
    });

    it('refuses every bad purchase with its message and moves no money', async () => {
      const s = get();
      await addReserve(s, '10000');
      const now = Math.floor(s.clock.now().getTime() / 1000);
      const product = await createProduct(s, { min_amount: '100', capacity: '1000', days: 5 });
      const other = await createProduct(s);
      const m = await buyer(s, 'refused', '2000');
      const en = { lan: 'en' };
      const buyEn = (amount: string, extra = {}, p = product) =>
        s.api(
          'fund/top_buy',
          { id: p.id, amount, contract_version: p.contract_version, pay_password: PAY_PASSWORD, agree: true, ...extra },
          { token: m.token, ...en },
        );
      await expectRefused(s, m, () => buyEn('99.99'), 422, 'The minimum investment in this product is 100.00 USDT');
      await expectRefused(s, m, () => buyEn('1000.01'), 422, 'Only 1000.00 USDT of this product is left to buy');
      await expectRefused(s, m, () => buyEn('100', { agree: false }), 422, 'Read and confirm the contract before buying');
      const outdated = 'The contract you confirmed is not the current one. Read the current contract and confirm it again';
      await expectRefused(s, m, () => buyEn('100', { contract_version: `top10-v0:${product.id}` }), 422, outdated);
      await expectRefused(s, m, () => buyEn('100', { contract_version: other.contract_version }), 422, outdated);
      await expectRefused(
        s,
        m,
        () => buyEn('100', { pay_password: '000000' }),
        422,
        'The payment password is incorrect. 4 tries left before payment is locked',
      );
      await expectRefused(s, m, () => buyEn('100', { id: 999_999 }), 404, 'Not found');

      const upcoming = await createProduct(s, { start_at: now + 86_400, end_at: now + 10 * 86_400 });
      const opens = new Date((now + 86_400) * 1000).toISOString().slice(0, 16).replace('T', ' ');
      await expectRefused(s, m, () => buyEn('100', {}, upcoming), 422, `Sales of this product open at ${opens} UTC`);
      const ended = await createProduct(s, { start_at: now - 7200, end_at: now - 60 });
      await expectRefused(s, m, () => buyEn('100', {}, ended), 422, 'Sales of this product have ended');
      const closing = await createProduct(s);
      expect((await s.api('ops/fund_product_close', { id: closing.id, reason: 'Test' }, { token: await staffToken(s) })).data.status).toBe(
        'closed',
      );
      await expectRefused(s, m, () => buyEn('100', {}, closing), 422, 'Sales of this product have been closed');

      // Insufficient funds: a member with 50 USDT.
      const poor = await buyer(s, 'poor', '50');
      await expectRefused(
        s,
        poor,
        () =>
          s.api(
            'fund/top_buy',
            { id: product.id, amount: '100', contract_version: product.contract_version, pay_password: PAY_PASSWORD, agree: true },
            { token: poor.token, ...en },
          ),
        422,
        'Insufficient available balance: 50.00 available',
      );

      // Sold out: the rest of the capacity goes to one purchase, then nothing more is sold.
      expect((await buyEn('1000')).body.code).toBe(0);
      await expectRefused(s, m, () => buyEn('100'), 422, 'This product is sold out');
      const listed = (await s.api('fund/top', undefined, { token: m.token })).data.list;
      expect(listed.find((p) => p.id === product.id)).toMatchObject({ status: 'sold_out', sold: '1000.00', remaining: '0.00' });
      expect(listed.find((p) => p.id === upcoming.id)!.status).toBe('upcoming');
      expect(listed.find((p) => p.id === ended.id)!.status).toBe('ended');
      expect(listed.find((p) => p.id === closing.id)!.status).toBe('closed');
      await expectFundClean(s);
    });

    it('needs real-name verification, then a payment password, before anything else', async () => {
      const s = get();
      const product = await createProduct(s);
      const fresh = await s.registerByEmail('fund.norealname@example.com');
      const noName = await buy(s, fresh, product, '100');
      expect(noName.body.code).toBe(1002);
      const verified = await verifiedMember(s, 'fund.nopay@example.com', 'Fund Nopay');
      const noPay = await buy(s, verified, product, '100');
      expect(noPay.body.code).toBe(1001);
    });

    it('one idempotency key buys once; the purchase shows its contract version and acceptance time', async () => {
      const s = get();
      const product = await createProduct(s, { days: 7, daily_rate: '0.0011' });
      const m = await buyer(s, 'idem', '1000');
      const headers = { 'idempotency-key': `fund-${crypto.randomUUID()}` };
      const call = () =>
        s.api(
          'fund/top_buy',
          { id: product.id, amount: '300', contract_version: product.contract_version, pay_password: PAY_PASSWORD, agree: true },
          { token: m.token, headers },
        );
      const [a, b] = await Promise.all([call(), call()]);
      expect(a.body.code, a.body.msg).toBe(0);
      expect(b.body).toEqual(a.body);
      expect(await balance(s, m.memberId, 'asset')).toBe('700.00');
      const list = (await s.api('fund/top_list', {}, { token: m.token })).data;
      expect(list.total).toBe(1);
      expect(list.list[0]).toMatchObject({
        id: a.data.id,
        contract_version: product.contract_version,
        accepted_at: Math.floor(s.clock.now().getTime() / 1000),
        contracted_income: '2.31',
        amount: '300.00',
      });
      await expectFundClean(s);
    });

    it('ranks products by what members actually invested', async () => {
      const s = get();
      const small = await createProduct(s, { name: 'Rank small' });
      const big = await createProduct(s, { name: 'Rank big' });
      const m1 = await buyer(s, 'rank', '5000');
      const m2 = await buyer(s, 'rank', '5000');
      expect((await buy(s, m1, big, '1500')).body.code).toBe(0);
      expect((await buy(s, m2, big, '600')).body.code).toBe(0);
      expect((await buy(s, m1, small, '2000')).body.code).toBe(0);
      const rank = (await s.api('fund/top_rank', undefined, { token: m1.token })).data.list;
      const mine = rank.filter((r) => r.id === small.id || r.id === big.id);
      expect(mine.map((r) => [r.name, r.invested, r.investors])).toEqual([
        ['Rank big', '2100.00', 2],
        ['Rank small', '2000.00', 1],
      ]);
      expect(rank.map((r) => r.rank)).toEqual(rank.map((_, i) => i + 1));
      const invested = rank.map((r) => Number(r.invested));
      expect(invested).toEqual([...invested].sort((x, y) => y - x));
    });

    it('the Top 10 account cannot be moved by a transfer, in or out', async () => {
      const s = get();
      const product = await createProduct(s);
      const m = await buyer(s, 'locked', '500');
      expect((await buy(s, m, product, '400')).body.code).toBe(0);
      const msg = 'Money in the Top 10 account moves only by its contract: it returns to the asset account at settlement';
      await expectRefused(s, m, () => s.api('trans/platform', { from: 'top10', to: 'asset', amount: '1' }, { token: m.token }), 422, msg);
      await expectRefused(s, m, () => s.api('trans/platform', { from: 'asset', to: 'top10', amount: '1' }, { token: m.token }), 422, msg);
      await expectFundClean(s);
    });
  },
  { demoFund: false, ...MECHANICS_CAP },
);
