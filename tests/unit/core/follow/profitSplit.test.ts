import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { profitSplit } from '@core/follow/profitSplit';

describe('profitSplit', () => {
  it('gives 50% member, 15% trader, 20% team, the company the rest (its 15% and the rounding)', () => {
    const s = profitSplit('107.14')!;
    // 53.57, 16.071 -> 16.07, 21.428 -> 21.42; company 107.14 - 91.06 = 16.08.
    expect([s.member, s.trader, s.team, s.company].map((d) => d.toFixed())).toEqual(['53.57', '16.07', '21.42', '16.08']);
    const even = profitSplit('100')!;
    expect([even.member, even.trader, even.team, even.company].map((d) => d.toFixed())).toEqual(['50', '15', '20', '15']);
  });

  it('has no split for a loss or nothing', () => {
    expect(profitSplit('-5')).toBeNull();
    expect(profitSplit('0')).toBeNull();
  });

  it('sums to the profit exactly, every part at least zero (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        const p = new Decimal(cents).div(100);
        const s = profitSplit(p)!;
        expect(s.member.plus(s.trader).plus(s.team).plus(s.company).equals(p)).toBe(true);
        expect([s.member, s.trader, s.team, s.company].every((d) => d.gte(0) && d.decimalPlaces() <= 2)).toBe(true);
      }),
    );
  });
});
