import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mostCoveredAmount } from '@server/fund/cover';
import { incomeOf } from '@server/fund/income';
import { Decimal } from '@server/ledger/money';

/**
 * The reference: every amount in cents from 0 upwards, in whole numbers (rate in units of 1e-8), the
 * last one whose contracted income floor(amount x rate) x days, in cents, fits the free cover.
 */
function bruteForce(freeCents: number, rateUnits: number, days: number): number {
  let best = 0;
  for (let cents = 0; ; cents++) {
    const dailyCents = Math.floor((cents * rateUnits) / 1e8);
    if (dailyCents * days > freeCents) return best;
    best = cents;
  }
}

const money = (cents: number) => new Decimal(cents).div(100);
const rate = (units: number) => new Decimal(units).div(1e8);

describe('mostCoveredAmount: the largest amount whose contracted income the free cover takes', () => {
  it('counts the daily rounding down: 7449.99 fits 17.85 at 0.0008 for 3 days, not only 7437.50', () => {
    expect(mostCoveredAmount('17.85', '0.0008', 3).toFixed(2)).toBe('7449.99');
    expect(incomeOf(new Decimal('7449.99'), '0.0008', 3).contracted.toFixed(2)).toBe('17.85');
    expect(incomeOf(new Decimal('7450.00'), '0.0008', 3).contracted.toFixed(2)).toBe('17.88');
  });

  it('agrees with a brute-force search over every amount in cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 50_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        (freeCents, rateUnits, days) => {
          const got = mostCoveredAmount(money(freeCents), rate(rateUnits), days);
          expect(got.toFixed(2), `free ${money(freeCents).toFixed(2)} rate ${rate(rateUnits).toFixed()} days ${days}`).toBe(
            money(bruteForce(freeCents, rateUnits, days)).toFixed(2),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('whatever the figures, the amount fits and a cent more does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 10_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        (freeCents, rateUnits, days) => {
          const free = money(freeCents);
          const most = mostCoveredAmount(free, rate(rateUnits), days);
          expect(incomeOf(most, rate(rateUnits), days).contracted.lte(free)).toBe(true);
          expect(incomeOf(most.plus('0.01'), rate(rateUnits), days).contracted.gt(free)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
