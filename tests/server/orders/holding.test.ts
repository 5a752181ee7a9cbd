import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { expectLedgerClean, marketOrder, position, testMarket, tick, trader, US_OPEN } from '../support/trading';

// A holding opens its own detail (etf/holding), and a closed row shows what was paid beside what was
// received. Worked by hand at a fee of max(1, 0.1% rounded up):
//   buy 10 SPY at 600.10: value 6001.00, fee 6.01, cost 6007.01
//   buy 10 SPY at 610.10: value 6101.00, fee 6.11 (6.101 up), cost 6107.11   -> 20 held, average 605.10, basis 12114.12
//   sell 5 at 620.00: value 3100.00, fee 3.10; basis part 12114.12 × 5/20 = 3028.53; buy fees carried 12.12 × 5/20 = 3.03
//   realised 3100.00 − 3.10 − 3028.53 = 68.37; left: 15 held, basis 9085.59, buy fees 9.09
describeEachDatabase(
  'ETF holding detail and closed rows',
  (get) => {
    it('shows a holding with its average price, cost, fees, realised and unrealised P&L and the trades that built it', async () => {
      const s = get();
      const m = await trader(s, 'holding', '20000');
      const order = async (side: 'buy' | 'sell', quantity: string) => {
        const r = await marketOrder(s, m.token, side, quantity);
        expect(r.data.status).toBe('transacted');
        return r.data;
      };
      tick(s, 'SPY', '600.00', '600.10');
      const b1 = await order('buy', '10');
      s.clock.advance(60_000);
      tick(s, 'SPY', '610.00', '610.10');
      const b2 = await order('buy', '10');
      s.clock.advance(60_000);
      tick(s, 'SPY', '620.00', '620.10');
      const sale = await order('sell', '5');
      expect(sale).toMatchObject({ fee: '3.10', profit: '68.37' });

      const holding = await s.api('etf/holding', { code: 'SPY' }, { token: m.token });
      expect(holding.data).toMatchObject({
        code: 'SPY',
        quantity: '15',
        reserved: '0',
        avg_price: '605.1',
        cost_basis: '9085.59',
        buy_fees: '9.09',
        fees_paid: '15.22',
        realised_profit: '68.37',
        market_value: '9300.00',
        unrealised_profit: '214.41',
        quote_currency: 'USD',
      });
      // What the ledger's position holds is what the replay arrives at.
      expect((await position(s, m.memberId, 'SPY')).cost_basis).toBe('9085.59');
      expect(holding.data.trades.map((t) => [t.id, t.direction, t.quantity, t.price, t.fee, t.profit])).toEqual([
        [sale.id, 'sell', '5', '620', '3.10', '68.37'],
        [b2.id, 'buy', '10', '610.1', '6.11', null],
        [b1.id, 'buy', '10', '600.1', '6.01', null],
      ]);
      // Each trade opens its order.
      for (const t of holding.data.trades) {
        expect((await s.api('etf/order', { id: t.id }, { token: m.token })).data.order_no).toBe(t.order_no);
      }
      // The holding tab's row says the same average price (in the quote currency) and cost.
      const tab = await s.api('etf/orders', { tab: 'holding' }, { token: m.token });
      expect(tab.data.list[0]).toMatchObject({ kind: 'position', code: 'SPY', buy_price: '605.1', cost_basis: '9085.59', buy_fee: '9.09' });

      // The closed row: bought at, sold at, quantity, fees and the result they make.
      const closed = await s.api('etf/orders', { tab: 'closed' }, { token: m.token });
      const row = {
        id: sale.id,
        quantity: '5',
        buy_price: '605.1',
        sell_price: '620',
        cost_basis: '3028.53',
        buy_fee: '3.03',
        fee: '3.10',
        order_amount: '3100.00',
        profit: '68.37',
      };
      expect(closed.data.list).toEqual([expect.objectContaining(row)]);
      expect((await s.api('etf/order', { id: sale.id }, { token: m.token })).data).toMatchObject(row);
      // A buy's own detail names its cost and fee.
      expect((await s.api('etf/order', { id: b2.id }, { token: m.token })).data).toMatchObject({
        buy_price: '610.1',
        cost_basis: '6107.11',
        buy_fee: '6.11',
      });
      await expectLedgerClean(s);
    });

    it('starts a new lot after the holding went flat, and answers 404 for a line not held or another member', async () => {
      const s = get();
      const m = await trader(s, 'lots', '3000');
      const other = await trader(s, 'lots-other', '10');
      const order = (side: 'buy' | 'sell', quantity: string) => marketOrder(s, m.token, side, quantity);
      tick(s, 'SPY', '600.00', '600.10');
      await order('buy', '2');
      s.clock.advance(60_000);
      await order('sell', '2');
      expect((await s.api('etf/holding', { code: 'SPY' }, { token: m.token, lan: 'en' })).body).toMatchObject({ code: 404 });
      s.clock.advance(60_000);
      tick(s, 'SPY', '500.00', '500.10');
      const again = await order('buy', '1');
      const holding = await s.api('etf/holding', { code: 'SPY' }, { token: m.token });
      expect(holding.data).toMatchObject({ quantity: '1', avg_price: '500.1', realised_profit: '0.00', fees_paid: '1.00' });
      expect(holding.data.trades.map((t) => t.id)).toEqual([again.data.id]);
      expect((await s.api('etf/holding', { code: 'SPY' }, { token: other.token })).body.code).toBe(404);
      expect((await s.api('etf/holding', { code: 'QQQ' }, { token: m.token })).body.code).toBe(404);
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
