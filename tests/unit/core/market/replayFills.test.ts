import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { replayFills, type Fill } from '@core/market/replayFills';
import { costPortion, saleProfit, tradeFee, tradeValue } from '@core/market/fees';

const FEES = { rate: '0.001', min: '1' };

/** Fills as the server posts them (tradeValue, tradeFee, costPortion), from a list of trades. */
function post(trades: { side: 'buy' | 'sell'; quantity: string; price: string }[]): Fill[] {
  let held = new Decimal(0);
  let basis = new Decimal(0);
  return trades.map((t, i) => {
    const value = tradeValue(t.quantity, t.price, 1, t.side);
    const fee = tradeFee(value, FEES);
    if (t.side === 'buy') {
      held = held.plus(t.quantity);
      basis = basis.plus(value.plus(fee));
      return { id: String(i + 1), ...t, value, fee, costBasis: value.plus(fee), profit: null };
    }
    const part = costPortion(basis, held, t.quantity);
    held = held.minus(t.quantity);
    basis = basis.minus(part);
    return { id: String(i + 1), ...t, value, fee, costBasis: part, profit: saleProfit(value, fee, part) };
  });
}

describe('replayFills', () => {
  it('gives a sale the average buy price and the buy fees its shares carried (worked example)', () => {
    const fills = post([
      { side: 'buy', quantity: '10', price: '100' },
      { side: 'buy', quantity: '10', price: '110' },
      { side: 'sell', quantity: '5', price: '120' },
      { side: 'sell', quantity: '15', price: '100' },
      { side: 'buy', quantity: '2', price: '50' },
    ]);
    const { fills: out, open } = replayFills(fills);
    // 10 @ 100 and 10 @ 110: average 105; buy fees 1.00 + 1.10.
    expect(out[2]!.avgBuyPrice.toFixed()).toBe('105');
    expect(out[2]!.buyFee.toFixed(2)).toBe('0.53'); // 2.10 × 5 / 20 = 0.525, half up as the basis
    expect(fills[2]!.profit!.toString()).toBe('73.47'); // 600 − 1 − 525.53
    expect(out[3]!.avgBuyPrice.toFixed()).toBe('105');
    expect(out[3]!.buyFee.toFixed(2)).toBe('1.57'); // what was left of the 2.10
    expect(fills[3]!.profit!.toString()).toBe('-78.07'); // 1500 − 1.50 − 1576.57
    // The holding went flat: the last buy opens lot 2 alone.
    expect(out.map((f) => f.lot)).toEqual([1, 1, 1, 1, 2]);
    expect(open!.lot).toBe(2);
    expect(open!.quantity.toFixed()).toBe('2');
    expect(open!.avgBuyPrice.toFixed()).toBe('50');
    expect(open!.costBasis.toFixed(2)).toBe('101.00');
    expect(open!.fills.map((f) => f.fill.id)).toEqual(['5']);
  });

  it('keeps the open lot: fees paid by buys and sales, realised results, the basis the server holds', () => {
    const fills = post([
      { side: 'buy', quantity: '3', price: '200' },
      { side: 'sell', quantity: '1', price: '210' },
    ]);
    const { open } = replayFills(fills);
    expect(open!.quantity.toFixed()).toBe('2');
    expect(open!.feesPaid.toFixed(2)).toBe('2.00'); // 1.00 at the buy, 1.00 at the sale (the minimum)
    expect(open!.realised.toFixed(2)).toBe(fills[1]!.profit!.toString());
    expect(open!.costBasis.toFixed(2)).toBe('400.67'); // 601.00 − 200.33
  });

  it('conserves buy fees and basis: what sales carried plus what is held is what the buys paid', () => {
    const trade = fc.record({
      buy: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 50 }),
      price: fc.integer({ min: 100, max: 99999 }),
    });
    fc.assert(
      fc.property(fc.array(trade, { minLength: 1, maxLength: 30 }), (raw) => {
        let held = 0;
        const trades = raw.map((t): { side: 'buy' | 'sell'; quantity: string; price: string } => {
          if (t.buy || held === 0) {
            held += t.quantity;
            return { side: 'buy', quantity: String(t.quantity), price: (t.price / 100).toFixed(2) };
          }
          const q = Math.min(held, t.quantity);
          held -= q;
          return { side: 'sell', quantity: String(q), price: (t.price / 100).toFixed(2) };
        });
        const fills = post(trades);
        const { fills: out, open } = replayFills(fills);
        const buyFees = fills.filter((f) => f.side === 'buy').reduce((a, f) => a.plus(f.fee), new Decimal(0));
        const carried = out.filter((f) => f.fill.side === 'sell').reduce((a, f) => a.plus(f.buyFee), new Decimal(0));
        expect(carried.plus(open?.buyFeesHeld ?? 0).toFixed(2)).toBe(buyFees.toFixed(2));
        expect((open?.quantity ?? new Decimal(0)).toFixed()).toBe(String(held));
      }),
    );
  });
});
