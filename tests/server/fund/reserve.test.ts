import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { addReserve, balance, buy, buyer, createProduct, expectFundClean, ledgerSize, reserve, runJobs, MECHANICS_CAP } from './support';

describeEachDatabase(
  'Top 10 fund: the income reserve covers everything sold',
  (get) => {
    // The ledger and the fund's own balances checked after every test, whatever it did.
    afterEach(() => expectFundClean(get()));
    it('refuses a purchase the reserve cannot cover, moving nothing, and says how much it can cover', async () => {
      const s = get();
      expect(await reserve(s)).toEqual({ balance: '0.00', committed: '0.00', free: '0.00' });
      // 0.01 a day for 10 days: the contract pays a tenth of the amount.
      const product = await createProduct(s, { daily_rate: '0.01', days: 10, min_amount: '10' });
      const m = await buyer(s, 'cover', '1000');
      const before = await ledgerSize(s);
      const none = await buy(s, m, product, '100');
      expect(none.body).toMatchObject({
        code: 422,
        msg: "The platform's income reserve cannot cover the income of this purchase right now. You can buy at most 0.00 USDT",
      });
      expect(await ledgerSize(s)).toEqual(before);
      expect(await balance(s, m.memberId, 'asset')).toBe('1000.00');

      await addReserve(s, '25.50');
      const short = await buy(s, m, product, '300');
      // The daily income is rounded down to the cent: every amount up to 255.99 earns 2.55 a day, 25.50 in all.
      expect(short.body.msg).toBe(
        "The platform's income reserve cannot cover the income of this purchase right now. You can buy at most 255.99 USDT",
      );
      expect((await buy(s, m, product, '256')).body.code).toBe(422);
      expect((await buy(s, m, product, '255.99')).body.code).toBe(0);
      expect(await reserve(s)).toEqual({ balance: '25.50', committed: '25.50', free: '0.00' });
      expect((await buy(s, m, product, '10')).body.code).toBe(422);
      // Paying income does not free cover: the balance and what is owed fall together.
      s.clock.advance(86_400_000);
      expect(await runJobs(s)).toBe(1);
      expect(await reserve(s)).toEqual({ balance: '22.95', committed: '22.95', free: '0.00' });
      await expectFundClean(s);
    });

    it('many purchases racing for the last cover: the reserve is never over-committed', async () => {
      const s = get();
      const product = await createProduct(s, { daily_rate: '0.01', days: 10, min_amount: '10' });
      // Free cover for exactly five purchases of 100 (10 of income each).
      await addReserve(s, '50');
      const members = await Promise.all(Array.from({ length: 12 }, (_, i) => buyer(s, `race${i}`, '200')));
      const replies = await Promise.all(members.map((m) => buy(s, m, product, '100')));
      const ok = replies.filter((r) => r.body.code === 0);
      expect(ok).toHaveLength(5);
      for (const r of replies.filter((x) => x.body.code !== 0)) expect(r.body.msg).toMatch(/cannot cover/);
      const cover = await reserve(s);
      expect(cover.free).toBe('0.00');
      expect(Number(cover.balance)).toBeGreaterThanOrEqual(Number(cover.committed));
      await expectFundClean(s);
    });

    it('many purchases racing for the last capacity: never sold beyond it', async () => {
      const s = get();
      await addReserve(s, '1000');
      const product = await createProduct(s, { daily_rate: '0.0005', days: 2, min_amount: '100', capacity: '1000' });
      const members = await Promise.all(Array.from({ length: 14 }, (_, i) => buyer(s, `cap${i}`, '300')));
      const replies = await Promise.all(members.map((m, i) => buy(s, m, product, i % 2 === 0 ? '100' : '150')));
      const sold = replies.reduce((sum, r, i) => (r.body.code === 0 ? sum + (i % 2 === 0 ? 100 : 150) : sum), 0);
      expect(sold).toBeLessThanOrEqual(1000);
      // Refused only when what was left could not take it.
      expect(1000 - sold).toBeLessThan(150);
      for (const r of replies.filter((x) => x.body.code !== 0)) expect(r.body.msg).toMatch(/left to buy|sold out/);
      const listed = (await s.api('fund/top', undefined, { token: members[0]!.token })).data.list.find((p) => p.id === product.id)!;
      expect(listed.sold).toBe(`${sold}.00`);
      await expectFundClean(s);
    });
  },
  { demoFund: false, ...MECHANICS_CAP },
);
