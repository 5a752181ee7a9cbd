import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { maxAffordable } from '@core/follow/maxAffordable';
import { subscriptionFee } from '@core/follow/subscriptionFee';

describe('maxAffordable', () => {
  it('leaves room for the 5% fee on top', () => {
    // 1,050.00 buys 1,000.00 + 50.00; 1,050.01 buys 1,000.01 (its fee 50.0005 rounds to 50.00).
    expect(maxAffordable('1050', '0.05').toFixed(2)).toBe('1000.00');
    expect(maxAffordable('1050.01', '0.05').toFixed(2)).toBe('1000.01');
    // 100.00 + fee 5.00 = 105.00; at 104.99 the most is 99.99 (+ 5.00 = 104.99).
    expect(maxAffordable('104.99', '0.05').toFixed(2)).toBe('99.99');
    expect(maxAffordable('0', '0.05').toFixed(2)).toBe('0.00');
  });

  it('is the largest cent amount whose amount + fee fits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 200 }), (cents, permille) => {
        const available = new Decimal(cents).div(100);
        const rate = new Decimal(permille).div(1000);
        const a = maxAffordable(available, rate);
        expect(a.plus(subscriptionFee(a, rate)).lte(available)).toBe(true);
        const next = a.plus('0.01');
        expect(next.plus(subscriptionFee(next, rate)).gt(available)).toBe(true);
      }),
    );
  });
});
