import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingPnl } from '@engine/runtime/realtime/livePnl';

describe('holdingPnl', () => {
  it('values a holding at bid x quantity x FX rate in USDT, rounded down to the cent, P&L against the cost', () => {
    // 1.5 x 660.125 x 0.9998 = 989.989... -> 989.98; cost 980.50 -> +9.48, rate 9.48 / 980.50.
    expect(holdingPnl({ quantity: '1.5', cost: '980.50', fxRate: '0.9998' }, { bid: '660.125' })).toEqual({
      market_value: '989.98',
      profit: '9.48',
      profit_rate: '0.009669',
    });
  });

  it('takes a GBX line per penny as the rate says, and shows a loss as negative', () => {
    expect(holdingPnl({ quantity: '10', cost: '130.00', fxRate: '0.0131' }, { bid: '912.6' })).toEqual({
      market_value: '119.55',
      profit: '-10.45',
      profit_rate: '-0.080385',
    });
  });

  it('gives nothing to show without a usable rate, bid, quantity or cost (the row keeps the server figures)', () => {
    expect(holdingPnl({ quantity: '1', cost: '10', fxRate: null }, { bid: '10' })).toBeUndefined();
    expect(holdingPnl({ quantity: '1', cost: '10', fxRate: '0' }, { bid: '10' })).toBeUndefined();
    expect(holdingPnl({ quantity: '1', cost: '10', fxRate: '1' }, { bid: 'x' })).toBeUndefined();
    expect(holdingPnl({ quantity: undefined, cost: '10', fxRate: '1' }, { bid: '10' })).toBeUndefined();
  });

  it('keeps value - cost = profit exactly, value never above the exact worth by any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (qty, bidTicks, rateMicros, costCents) => {
          const h = {
            quantity: new Decimal(qty).div(1e4).toFixed(),
            cost: new Decimal(costCents).div(100).toFixed(2),
            fxRate: new Decimal(rateMicros).div(1e6).toFixed(),
          };
          const bid = new Decimal(bidTicks).div(1e4).toFixed();
          const r = holdingPnl(h, { bid })!;
          const exact = new Decimal(h.quantity).times(bid).times(h.fxRate);
          expect(new Decimal(r.market_value).lte(exact)).toBe(true);
          expect(exact.minus(r.market_value).lt('0.01')).toBe(true);
          expect(new Decimal(r.market_value).minus(h.cost).toFixed(2)).toBe(r.profit);
        },
      ),
    );
  });
});
