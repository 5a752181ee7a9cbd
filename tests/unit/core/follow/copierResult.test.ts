import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { copierResult } from '@core/follow/copierResult';
import { mirroredValue } from '@core/follow/mirroredValue';
import { profitSplit } from '@core/follow/profitSplit';

const text = (r: ReturnType<typeof copierResult>) => ({ paid: r.paid.toFixed(2), received: r.received.toFixed(2), net: r.net.toFixed(2) });

describe('copierResult', () => {
  it('takes the fee on top and keeps half of a profit (docs/copy-trading.md worked example)', () => {
    // 1,000 at a provider +12%: fee 50.00, value 1,120.00, profit 120.00, member half 60.00: back 1,060.00, net +10.00.
    expect(text(copierResult('1000', '1', '1.12', '0.05'))).toEqual({ paid: '1050.00', received: '1060.00', net: '10.00' });
    // Cleo's +2.69%: value 1,026.90, member 13.45: back 1,013.45, paid 1,050: net -36.55 although the provider gained.
    expect(text(copierResult('1000', '1', '1.0269', '0.05'))).toEqual({ paid: '1050.00', received: '1013.45', net: '-36.55' });
  });

  it('breaks even at a provider ROI of +10% with a 5% fee and a 50% share', () => {
    expect(copierResult('1000', '1', '1.1', '0.05').net.toFixed(2)).toBe('0.00');
    expect(copierResult('1000', '1', '1.09', '0.05').net.lt(0)).toBe(true);
  });

  it('bears a loss whole, with no split, and the fee on top', () => {
    const r = copierResult('1000', '1.25', '1', '0.05');
    expect(text(r)).toEqual({ paid: '1050.00', received: '800.00', net: '-250.00' });
    expect(r.rate.toFixed(6)).toBe(new Decimal(-250).div(1050).toFixed(6));
  });

  it('is what settlement pays: amount + member share, or the value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 10_000_000 }), fc.integer({ min: 1, max: 3_000_000 }), (cents, navMicros) => {
        const amount = new Decimal(cents).div(100);
        const nav = new Decimal(navMicros).div(1_000_000);
        const value = mirroredValue(amount, 1, nav);
        const split = profitSplit(value.minus(amount));
        const r = copierResult(amount, 1, nav, '0.05');
        expect(r.received.equals(split ? amount.plus(split.member) : value)).toBe(true);
        expect(r.net.equals(r.received.minus(r.paid))).toBe(true);
      }),
    );
  });
});
