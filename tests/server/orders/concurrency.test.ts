import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { fillPendingOn, matchingIdle } from '@server/orders/matching';
import { etfAccount, expectLedgerClean, position, testMarket, tick, trader, US_OPEN } from '../support/trading';
import { INSTRUMENTS } from '@core/market/instruments';

describeEachDatabase(
  'ETF orders at once',
  (get) => {
    it('many limit buys and revokes of one member at once never overdraw: exactly what the account can hold is accepted', async () => {
      const s = get();
      const m = await trader(s, 'burst', '1000');
      tick(s, 'EFA', '99.99', '100.00');
      // Each holds 1 × 100.00 + fee 1.00 = 101.00: 1000 holds 9 of them, never 10.
      const place = () =>
        s.api(
          'etf/buy',
          { code: 'EFA', delegate_type: 'limit', quantity: '1', price: '100.00', pay_password: PAY_PASSWORD, agree: true },
          { token: m.token },
        );
      const first = await Promise.all(Array.from({ length: 20 }, place));
      const accepted = first.filter((r) => r.body.code === 0);
      expect(accepted).toHaveLength(9);
      expect(first.filter((r) => r.body.code !== 0).every((r) => r.body.code === 422)).toBe(true);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1000', frozen: '909' });
      // Revokes and new orders racing: every revoke frees 101.00, every new order takes it back or is refused.
      const mixed = await Promise.all([
        ...accepted.map((r) => s.api('order/revoke', { id: r.data.id }, { token: m.token })),
        ...Array.from({ length: 12 }, place),
      ]);
      expect(mixed.slice(0, 9).every((r) => r.body.code === 0)).toBe(true);
      const placed = mixed.slice(9).filter((r) => r.body.code === 0).length;
      const { frozen } = await etfAccount(s, m.memberId);
      expect(Number(frozen)).toBe(placed * 101);
      expect(placed).toBeLessThanOrEqual(9);
      await expectLedgerClean(s);
    });

    it('a revoke racing a fill has exactly one winner, and the money follows the winner', async () => {
      const s = get();
      const m = await trader(s, 'race', '5000');
      const outcomes = new Set<string>();
      for (let round = 0; round < 8; round++) {
        tick(s, 'XLF', '50.00', '50.01');
        const order = await s.api(
          'etf/buy',
          { code: 'XLF', delegate_type: 'limit', quantity: '2', price: '49.90', pay_password: PAY_PASSWORD, agree: true },
          { token: m.token },
        );
        expect(order.body.code).toBe(0);
        s.clock.advance(1_000);
        // Read before the crossing tick: the tick's own matching pass may fill the order at once.
        const before = await etfAccount(s, m.memberId);
        tick(s, 'XLF', '49.80', '49.85');
        const [filled, revoked] = await Promise.all([
          fillPendingOn(s.running.services, 'XLF'),
          s.api('order/revoke', { id: order.data.id }, { token: m.token }),
        ]);
        // The tick's own matching pass (onTick) races too: three contenders, one outcome.
        await matchingIdle(s.running.services);
        const status = (await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status;
        expect(status === 'transacted' ? revoked.body.code : [filled, revoked.body.code]).toEqual(status === 'transacted' ? 409 : [0, 0]);
        outcomes.add(status);
        const after = await etfAccount(s, m.memberId);
        // Filled: 2 × 49.85 = 99.70 + fee 1.00 spent; revoked: the hold of 2 × 49.90 + 1.00 = 100.80 released, nothing spent.
        expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(status === 'transacted' ? 100.7 : 0, 6);
        expect(after.frozen).toBe('0');
      }
      expect([...outcomes].every((o) => o === 'transacted' || o === 'revoked')).toBe(true);
      await expectLedgerClean(s);
    });

    it('concurrent sells of one holding never sell more shares than it holds', async () => {
      const s = get();
      const m = await trader(s, 'double', '2000');
      tick(s, 'DIA', '440.00', '440.10');
      await s.api(
        'etf/buy',
        { code: 'DIA', delegate_type: 'market', quantity: '3', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      const sells = await Promise.all(
        Array.from({ length: 8 }, () =>
          s.api('etf/sell', { code: 'DIA', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD }, { token: m.token }),
        ),
      );
      expect(sells.filter((r) => r.body.code === 0)).toHaveLength(3);
      expect(await position(s, m.memberId, 'DIA')).toMatchObject({ quantity: '0', reserved: '0' });
      await expectLedgerClean(s);
    });

    it('orders without the password racing a lock of trading are placed or refused with 1004, never a 500 nor half-placed', async () => {
      const s = get();
      const m = await trader(s, 'lockrace', '9000');
      tick(s, 'IWM', '200.00', '200.05');
      const order = () => s.api('etf/buy', { code: 'IWM', delegate_type: 'market', quantity: '1', agree: true }, { token: m.token });
      let placed = 0;
      for (let round = 0; round < 5; round++) {
        const unlock = await s.api(
          'etf/buy',
          { code: 'IWM', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true },
          { token: m.token },
        );
        expect(unlock.body.code, unlock.body.msg).toBe(0);
        placed += 1;
        // Two minutes on, each order slides the unlock: a slide landing after the lock must not undo it.
        s.clock.advance(120_000);
        tick(s, 'IWM', '200.00', '200.05');
        const answers = await Promise.all([order(), s.api('etf/trade_lock', {}, { token: m.token }), order(), order()]);
        expect(answers[1]!.body.code).toBe(0);
        for (const a of [answers[0]!, answers[2]!, answers[3]!]) expect([0, 1004], a.body.msg).toContain(a.body.code);
        placed += [answers[0]!, answers[2]!, answers[3]!].filter((a) => a.body.code === 0).length;
        // Locked at the end of the round, whatever order the four ran in.
        expect((await order()).body.code).toBe(1004);
      }
      expect(await position(s, m.memberId, 'IWM')).toMatchObject({ quantity: String(placed) });
      await expectLedgerClean(s);
    });

    it('closing a position while a sale of the same holding runs answers "no holding" or closes it, never a 500', async () => {
      const s = get();
      const m = await trader(s, 'closerace', '9000');
      tick(s, 'IWM', '200.00', '200.05');
      const answers: { code: number; msg: string }[] = [];
      for (let round = 0; round < 6; round++) {
        const bought = await s.api(
          'etf/buy',
          { code: 'IWM', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD, agree: true },
          { token: m.token },
        );
        expect(bought.body.code, bought.body.msg).toBe(0);
        // The sale and the close both want the whole holding; whichever writes second finds none left.
        const [sold, closed] = await Promise.all([
          s.api(
            'etf/sell',
            { code: 'IWM', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD },
            { token: m.token, lan: 'en' },
          ),
          s.api('etf/position', { code: 'IWM', pay_password: PAY_PASSWORD }, { token: m.token, lan: 'en' }),
        ]);
        answers.push(sold.body, closed.body);
        expect([sold.body.code, closed.body.code].sort(), `${sold.body.msg} / ${closed.body.msg}`).toEqual([0, 422]);
        expect(await position(s, m.memberId, 'IWM')).toMatchObject({ quantity: '0', reserved: '0' });
      }
      for (const refused of answers.filter((a) => a.code !== 0)) expect(refused.msg).toMatch(/IWM/);
      await expectLedgerClean(s);
    });

    it('matches every line of a market-wide tick with one database connection at most, and still fills each', async () => {
      const s = get();
      const m = await trader(s, 'wide', '2000');
      tick(s, 'XLU', '80.00', '80.02');
      const order = await s.api(
        'etf/buy',
        { code: 'XLU', delegate_type: 'limit', quantity: '1', price: '79.50', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      expect(order.data.status).toBe('pending');
      const db = s.running.services.db;
      const query = db.query.bind(db);
      const tx = db.tx.bind(db);
      let inFlight = 0;
      let most = 0;
      const counted = async <T>(run: () => Promise<T>): Promise<T> => {
        most = Math.max(most, ++inFlight);
        try {
          return await run();
        } finally {
          inFlight -= 1;
        }
      };
      db.query = ((sql: string, params?: unknown[]) => counted(() => query(sql, params))) as typeof db.query;
      db.tx = ((fn: Parameters<typeof db.tx>[0]) => counted(() => tx(fn))) as typeof db.tx;
      try {
        s.clock.advance(1000);
        // Every line ticks at once, as when both exchanges are open (XLU down to its limit).
        for (const inst of INSTRUMENTS) {
          if (inst.code === 'XLU') tick(s, 'XLU', '79.48', '79.50');
          else tick(s, inst.code, '10.00', '10.01');
        }
        await matchingIdle(s.running.services);
      } finally {
        db.query = query;
        db.tx = tx;
      }
      expect(most).toBe(1);
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data).toMatchObject({
        status: 'transacted',
        buy_price: '79.5',
      });
      await expectLedgerClean(s);
    });

    it('a stop-loss firing races its revoke and a new take-profit / stop-loss pair: one outcome, the shares follow it', async () => {
      const s = get();
      const m = await trader(s, 'racestop', '20000');
      tick(s, 'XLF', '50.00', '50.01');
      const bought = await s.api(
        'etf/buy',
        { code: 'XLF', delegate_type: 'market', quantity: '40', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      expect(bought.body.code).toBe(0);
      const outcomes = new Set<string>();
      for (let round = 0; round < 6; round++) {
        tick(s, 'XLF', '50.00', '50.01');
        const pair = await s.api('etf/position_tpsl', { code: 'XLF', take_profit: '54.00', stop_loss: '49.00' }, { token: m.token });
        expect(pair.body.code).toBe(0);
        s.clock.advance(1_000);
        tick(s, 'XLF', '48.90', '48.95');
        const [, revoked] = await Promise.all([
          fillPendingOn(s.running.services, 'XLF'),
          s.api('order/revoke', { id: pair.data.stop_loss_id! }, { token: m.token }),
          s.api('etf/position_tpsl', { code: 'XLF', take_profit: '53.00' }, { token: m.token }),
        ]);
        await matchingIdle(s.running.services);
        const stop = (await s.api('etf/order', { id: pair.data.stop_loss_id! }, { token: m.token })).data.status;
        outcomes.add(stop);
        if (stop === 'transacted') expect(revoked.body.code).toBe(409);
        const held = await position(s, m.memberId, 'XLF');
        const { rows } = await s.running.services.db.query<{ n: string }>(
          `SELECT COALESCE(sum(quantity), 0)::text AS n FROM etf_orders WHERE member_id = $1 AND code = 'XLF' AND status = 'pending' AND shares_reserved`,
          [m.memberId],
        );
        // What stays reserved is exactly what the pending orders holding a reservation sell, never more than is held.
        expect(Number(held.reserved)).toBe(Number(rows[0]!.n));
        expect(Number(held.reserved)).toBeLessThanOrEqual(Number(held.quantity));
        if (Number(held.quantity) === 0) break;
        // The next round starts from a holding with no pair left.
        const left = (await s.api('etf/orders', { tab: 'entrust' }, { token: m.token })).data.list.filter((o) => o.status === 'pending');
        for (const o of left) await s.api('order/revoke', { id: o.id }, { token: m.token });
      }
      expect([...outcomes].every((o) => o === 'transacted' || o === 'revoked')).toBe(true);
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
