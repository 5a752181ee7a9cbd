import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillOf, type FillableOrder } from '@core/market/fill';
import { costPortion, saleProfit, tradeFee, tradeValue } from '@core/market/fees';

// The reference model: the fill rule and the money of a fill written again in integers (BigInt
// cents, 1e-4 shares, 1e-6 rates), independent of decimal.js and of core/market/fill.ts.
interface ModelQuote {
  bid: bigint; // cents
  ask: bigint;
  at: number; // ms
  delay: number; // ms between the quote's time and when it is processed
}
interface ModelOrder {
  side: 'buy' | 'sell';
  type: 'market' | 'limit';
  limit: bigint; // cents
  placedAt: number;
}

const cents = (c: bigint) => (Number(c) / 100).toFixed(2);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

function modelFill(o: ModelOrder, q: ModelQuote, stale: number): { price: bigint; at: number } | null {
  if (q.delay > stale || q.delay < 0) return null;
  if (q.at < o.placedAt) return null;
  const price = o.side === 'buy' ? q.ask : q.bid;
  if (price <= 0n) return null;
  if (o.type === 'limit' && (o.side === 'buy' ? price > o.limit : price < o.limit)) return null;
  return { price, at: q.at };
}

/** USDT cents of q (1e-4 shares) at p cents and r (1e-6 USDT per unit): value scale 1e-12. */
function modelValue(q: bigint, p: bigint, r: bigint, side: 'buy' | 'sell'): bigint {
  const scaled = q * p * r; // 1e-4 * 1e-2 * 1e-6 = 1e-12 USDT
  const perCent = 10n ** 10n;
  return side === 'buy' ? ceilDiv(scaled, perCent) : scaled / perCent;
}
function modelFee(valueCents: bigint, bp: bigint, minCents: bigint): bigint {
  const byRate = ceilDiv(valueCents * bp, 10000n);
  return byRate > minCents ? byRate : minCents;
}

const quoteArb = fc.record({
  mid: fc.integer({ min: 100, max: 100_000 }),
  spread: fc.integer({ min: 0, max: 50 }),
  step: fc.integer({ min: 0, max: 90_000 }),
  delay: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 100_000, max: 400_000 })),
});
const orderArb = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  type: fc.constantFrom('market' as const, 'limit' as const),
  limit: fc.integer({ min: 50, max: 110_000 }),
  placedStep: fc.integer({ min: 0, max: 2_000_000 }),
  qty: fc.integer({ min: 1, max: 50_000_000 }),
});

describe('fill rule against the reference model', () => {
  it('fills every order on the same quote, at the same price and time, with the same fee and P&L, and never on stale data', () => {
    fc.assert(
      fc.property(
        fc.array(quoteArb, { minLength: 1, maxLength: 40 }),
        fc.array(orderArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1_000, max: 300_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 500_000, max: 2_000_000 }),
        (rawQuotes, rawOrders, stale, bp, minCents, rateMicro) => {
          const start = Date.UTC(2026, 0, 5, 15, 0, 0);
          let t = start;
          const quotes: ModelQuote[] = rawQuotes.map((r) => {
            t += r.step;
            const bid = BigInt(r.mid);
            return { bid, ask: bid + BigInt(r.spread), at: t, delay: r.delay };
          });
          const fees = { rate: (bp / 10000).toString(), min: cents(BigInt(minCents)) };
          const rate = (rateMicro / 1e6).toFixed(6);
          for (const ro of rawOrders) {
            const mo: ModelOrder = { side: ro.side, type: ro.type, limit: BigInt(ro.limit), placedAt: start + ro.placedStep };
            const order: FillableOrder = {
              side: mo.side,
              delegate_type: mo.type,
              limit: mo.type === 'limit' ? cents(mo.limit) : null,
              placed_at: new Date(mo.placedAt),
            };
            const expected = quotes.map((q) => modelFill(mo, q, stale)).findIndex((f) => f !== null);
            const actual = quotes.findIndex(
              (q) =>
                fillOf(order, { bid: cents(q.bid), ask: cents(q.ask), time: new Date(q.at) }, new Date(q.at + q.delay), stale) !== null,
            );
            expect(actual).toBe(expected);
            if (expected < 0) continue;
            const q = quotes[expected]!;
            const model = modelFill(mo, q, stale)!;
            const fill = fillOf(order, { bid: cents(q.bid), ask: cents(q.ask), time: new Date(q.at) }, new Date(q.at + q.delay), stale)!;
            expect(fill.price).toBe(
              new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 2 }).format(Number(model.price) / 100),
            );
            expect(fill.time.getTime()).toBe(model.at);
            expect(q.delay).toBeLessThanOrEqual(stale);
            // Money of the fill: value, fee, and the P&L of selling what a buy at this fill bought.
            const qty = (ro.qty / 1e4).toFixed(4);
            const value = modelValue(BigInt(ro.qty), model.price, BigInt(rateMicro), mo.side);
            expect(tradeValue(qty, fill.price, rate, mo.side).toFixed(2)).toBe(cents(value));
            const fee = modelFee(value, BigInt(bp), BigInt(minCents));
            expect(tradeFee(cents(value), fees).toFixed(2)).toBe(cents(fee));
            if (mo.side === 'buy') {
              // Sold again at the same quote's bid: P&L = proceeds - sell fee - (cost + buy fee).
              const proceeds = modelValue(BigInt(ro.qty), q.bid, BigInt(rateMicro), 'sell');
              const sellFee = modelFee(proceeds, BigInt(bp), BigInt(minCents));
              const pnl = proceeds - sellFee - (value + fee);
              const basis = costPortion(cents(value + fee), qty, qty);
              const got = saleProfit(tradeValue(qty, cents(q.bid), rate, 'sell'), tradeFee(cents(proceeds), fees), basis);
              expect(got.toFixed(2)).toBe((pnl < 0n ? '-' : '') + cents(pnl < 0n ? -pnl : pnl));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not fill on a quote older than the staleness limit or priced before the order', () => {
    const order: FillableOrder = { side: 'buy', delegate_type: 'market', limit: null, placed_at: new Date(1_000) };
    const q = { bid: '10.00', ask: '10.01', time: new Date(2_000) };
    expect(fillOf(order, q, new Date(2_000 + 120_001), 120_000)).toBeNull();
    expect(fillOf(order, q, new Date(2_000 + 120_000), 120_000)).toEqual({ price: '10.01', time: new Date(2_000) });
    expect(fillOf({ ...order, placed_at: new Date(2_001) }, q, new Date(3_000), 120_000)).toBeNull();
    expect(fillOf({ ...order, delegate_type: 'limit', limit: '10.00' }, q, new Date(3_000), 120_000)).toBeNull();
    expect(fillOf({ ...order, side: 'sell', delegate_type: 'limit', limit: '10.00' }, q, new Date(3_000), 120_000)).toEqual({
      price: '10',
      time: new Date(2_000),
    });
  });
});
