import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxDrawdown } from '@core/follow/maxDrawdown';

describe('maxDrawdown', () => {
  it('is the largest fall from a peak, as a positive ratio of that peak', () => {
    // Peaks 1.2 (fall to 0.9: 25%) and 1.5 (fall to 1.35: 10%): 25%.
    expect(maxDrawdown(['1', '1.2', '0.9', '1.5', '1.35']).toFixed()).toBe('0.25');
    // The worked vector: 1 -> 0.8 is a 20% fall.
    expect(maxDrawdown(['1', '0.8', '0.8', '0.885714285714']).toFixed()).toBe('0.2');
  });

  it('is 0 for a series that never falls, or an empty one', () => {
    expect(maxDrawdown(['1', '1.1', '1.2']).toFixed()).toBe('0');
    expect(maxDrawdown([]).toFixed()).toBe('0');
  });

  it('lies in [0, 1] for any positive series (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 60 }), (xs) => {
        const d = maxDrawdown(xs.map((x) => x / 1000));
        expect(d.gte(0) && d.lte(1)).toBe(true);
      }),
    );
  });
});
