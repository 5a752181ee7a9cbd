import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { teamRewards } from '@core/team/teamRewards';

/** Cents as a decimal string: the amounts sources bring (fees and pool parts are cents). */
const cents = fc.integer({ min: -1_000, max: 10_000_000 }).map((c) => new Decimal(c).div(100));
/** Any rate a configuration could hold, also absurd ones (a share and a dividend adding past 100%). */
const rate = fc.integer({ min: 0, max: 30_000 }).map((r) => new Decimal(r).div(10_000));

describe('team rewards of one source', () => {
  it('never sum to more than the source, whatever the rates; each is the floored share or what was left', () => {
    fc.assert(
      fc.property(cents, rate, rate, fc.boolean(), (source, r1, r2, second) => {
        const claims = second
          ? [
              { tier: 2 as const, rate: r2 },
              { tier: 1 as const, rate: r1 },
            ]
          : [{ tier: 1 as const, rate: r1 }];
        const paid = teamRewards(source, claims);
        const total = paid.reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
        expect(total.lte(Decimal.max(source, 0))).toBe(true);
        for (const p of paid) {
          expect(p.amount.gte(0)).toBe(true);
          expect(p.amount.decimalPlaces()).toBeLessThanOrEqual(2);
        }
        // Level 1 is served first: its amount is its floored share, or all of the source.
        const base = Decimal.max(source, 0);
        const first = paid.find((p) => p.tier === 1)!.amount;
        expect(first.equals(Decimal.min(base.times(r1).toDecimalPlaces(2, Decimal.ROUND_DOWN), base))).toBe(true);
        if (second) {
          const want = base.times(r2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          expect(paid.find((p) => p.tier === 2)!.amount.equals(Decimal.min(want, base.minus(first)))).toBe(true);
        }
      }),
    );
  });

  it('pays the published worked examples and nothing from nothing', () => {
    expect(
      teamRewards('6.01', [
        { tier: 1, rate: '0.10' },
        { tier: 2, rate: '0.05' },
      ]).map((p) => p.amount.toFixed(2)),
    ).toEqual(['0.60', '0.30']);
    expect(
      teamRewards('100', [
        { tier: 1, rate: '0.41' },
        { tier: 2, rate: '0.21' },
      ]).map((p) => p.amount.toFixed(2)),
    ).toEqual(['41.00', '21.00']);
    // Rates adding past 100%: level 2 gets what level 1 left.
    expect(
      teamRewards('10', [
        { tier: 1, rate: '0.9' },
        { tier: 2, rate: '0.5' },
      ]).map((p) => p.amount.toFixed(2)),
    ).toEqual(['9.00', '1.00']);
    expect(teamRewards('0', [{ tier: 1, rate: '0.5' }]).map((p) => p.amount.toFixed(2))).toEqual(['0.00']);
    expect(teamRewards('-5', [{ tier: 1, rate: '0.5' }]).map((p) => p.amount.toFixed(2))).toEqual(['0.00']);
  });
});
