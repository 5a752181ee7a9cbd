import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateBlock } from '@core/market/blockAllocation';

const asObject = (m: Map<string, number>) => Object.fromEntries(m);

describe('allocateBlock', () => {
  it('gives everyone what they asked when the block is not oversubscribed', () => {
    expect(
      asObject(
        allocateBlock(1000, 10, [
          { id: 'a', requested: 300 },
          { id: 'b', requested: 700 },
        ]),
      ),
    ).toEqual({ a: 300, b: 700 });
  });

  it('shares an oversubscribed block pro rata in whole lots, the lots left over to the earliest applications', () => {
    // 1,000 shares in lots of 100 against 1,500 asked: 10 lots; shares 4.67, 3.33, 2 lots -> 4, 3, 2, and the 1 left to the first.
    const got = allocateBlock(1000, 100, [
      { id: 'first', requested: 700 },
      { id: 'second', requested: 500 },
      { id: 'third', requested: 300 },
    ]);
    expect(asObject(got)).toEqual({ first: 500, second: 300, third: 200 });
    // Nobody gets more than asked, even when the leftovers could go further.
    expect(
      asObject(
        allocateBlock(300, 100, [
          { id: 'a', requested: 100 },
          { id: 'b', requested: 100 },
          { id: 'c', requested: 200 },
        ]),
      ),
    ).toEqual({
      a: 100,
      b: 100,
      c: 100,
    });
  });

  it('never gives more than offered or asked, always in whole lots, and gives out every lot it can', () => {
    const requests = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 100 }), requests, (lots, lot, asked) => {
        const list = asked.map((n, i) => ({ id: String(i), requested: n * lot }));
        const got = allocateBlock(lots * lot, lot, list);
        const total = [...got.values()].reduce((a, b) => a + b, 0);
        const wanted = list.reduce((a, r) => a + r.requested, 0);
        expect(total).toBe(Math.min(lots * lot, wanted));
        for (const r of list) {
          const g = got.get(r.id)!;
          expect(g % lot).toBe(0);
          expect(g).toBeLessThanOrEqual(r.requested);
          // Pro rata, down to the lot, is each one's floor.
          if (wanted > lots * lot) expect(g).toBeGreaterThanOrEqual(Math.floor((r.requested * lots) / wanted) * lot);
        }
      }),
      { numRuns: 300 },
    );
  });
});
