import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advanceTrigger, trailingStop, type TriggerState, type TriggerType } from '@core/market/trigger';

// The reference model: the trigger rule written again over integer cents (and basis points for a
// percentage), independent of decimal.js and of core/market/trigger.ts.
interface ModelTrigger {
  side: 'buy' | 'sell';
  type: TriggerType;
  stop: bigint;
  trail?: { amount: bigint } | { bp: bigint };
  best?: bigint;
}

function modelTrailStop(side: 'buy' | 'sell', best: bigint, trail: { amount: bigint } | { bp: bigint }): bigint {
  if ('amount' in trail) return side === 'sell' ? best - trail.amount : best + trail.amount;
  // Whole cents of best × (1 ∓ bp/10000): a sell's rounded down, a buy's up (the real one keeps 8
  // decimals; the model's prices keep the cases where cents are exact, see `exact` below).
  const scaled = best * (10000n + (side === 'sell' ? -trail.bp : trail.bp));
  return side === 'sell' ? scaled / 10000n : (scaled + 9999n) / 10000n;
}

function modelStep(t: ModelTrigger, bid: bigint, ask: bigint): { stop: bigint; best?: bigint; fired: bigint | null } {
  const price = t.side === 'sell' ? bid : ask;
  let { stop, best } = t;
  if (t.type === 'trailing' && t.trail && (best === undefined || (t.side === 'sell' ? price > best : price < best))) {
    best = price;
    stop = modelTrailStop(t.side, best, t.trail);
  }
  const reached = t.type === 'take_profit' ? price >= stop : t.side === 'sell' ? price <= stop : price >= stop;
  return { stop, best, fired: reached ? price : null };
}

const text = (c: bigint) => {
  const negative = c < 0n;
  const a = negative ? -c : c;
  return `${negative ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};
const centsOf = (s: string) => BigInt(Math.round(Number(s) * 100));

const price = fc.bigInt({ min: 1000n, max: 100000n });

describe('advanceTrigger', () => {
  it('fires a sell stop at the first bid at or below it (a gap fills at that bid), a buy stop at the first ask at or above it', () => {
    const sell: TriggerState = { side: 'sell', type: 'stop', stop: '590' };
    expect(advanceTrigger(sell, { bid: '595', ask: '595.1' }).fired).toBeNull();
    expect(advanceTrigger(sell, { bid: '590', ask: '590.1' }).fired).toBe('590');
    expect(advanceTrigger(sell, { bid: '580', ask: '580.1' }).fired).toBe('580');
    const buy: TriggerState = { side: 'buy', type: 'stop_limit', stop: '605' };
    expect(advanceTrigger(buy, { bid: '604', ask: '604.9' }).fired).toBeNull();
    expect(advanceTrigger(buy, { bid: '609', ask: '610' }).fired).toBe('610');
    expect(advanceTrigger({ side: 'sell', type: 'take_profit', stop: '630' }, { bid: '631', ask: '631.1' }).fired).toBe('631');
    expect(advanceTrigger({ side: 'sell', type: 'stop_loss', stop: '570' }, { bid: '571', ask: '571.1' }).fired).toBeNull();
  });

  it('moves a trailing stop only with a better price, never back', () => {
    let t: TriggerState = { side: 'sell', type: 'trailing', stop: '570', trail: { percent: '0.05' }, best: '600' };
    const up = advanceTrigger(t, { bid: '620', ask: '620.1' });
    expect(up).toEqual({ stop: '589', best: '620', fired: null });
    t = { ...t, stop: up.stop, best: up.best };
    expect(advanceTrigger(t, { bid: '600', ask: '600.1' })).toEqual({ stop: '589', best: '620', fired: null });
    expect(advanceTrigger(t, { bid: '589', ask: '589.1' }).fired).toBe('589');
    expect(trailingStop('buy', '100.01', { percent: '0.03' })).toBe('103.0103');
    expect(trailingStop('sell', '100', { amount: '2.5' })).toBe('97.5');
  });

  it('ignores a quote without a usable price', () => {
    const t: TriggerState = { side: 'sell', type: 'stop', stop: '590' };
    expect(advanceTrigger(t, { bid: '0', ask: '1' }).fired).toBeNull();
    expect(advanceTrigger(t, { bid: 'NaN', ask: '1' }).fired).toBeNull();
  });

  it('agrees with an integer reference model on generated price paths for every trigger type', () => {
    const trigger = fc.record({
      side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
      type: fc.constantFrom<TriggerType>('stop', 'stop_limit', 'trailing', 'take_profit', 'stop_loss'),
      start: price,
      offset: fc.bigInt({ min: 1n, max: 5000n }),
      amount: fc.option(fc.bigInt({ min: 1n, max: 900n }), { nil: undefined }),
      bp: fc.constantFrom(100n, 250n, 500n, 1000n),
    });
    const path = fc.array(fc.record({ bid: price, spread: fc.bigInt({ min: 0n, max: 50n }) }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(trigger, path, (g, quotes) => {
        // Take-profit and stop-loss are sells; a take-profit waits above the price, every other sell below, a buy above.
        const side = g.type === 'take_profit' || g.type === 'stop_loss' ? 'sell' : g.side;
        const above = g.type === 'take_profit' || side === 'buy';
        const amount = g.amount;
        const trail: ModelTrigger['trail'] = g.type === 'trailing' ? (amount !== undefined ? { amount } : { bp: g.bp }) : undefined;
        const model: ModelTrigger = trail
          ? { side, type: g.type, trail, best: g.start, stop: modelTrailStop(side, g.start, trail) }
          : { side, type: g.type, stop: above ? g.start + g.offset : g.start - g.offset };
        let real: TriggerState = {
          side,
          type: g.type,
          stop: text(model.stop),
          ...(trail
            ? {
                trail: 'amount' in trail ? { amount: text(trail.amount) } : { percent: String(Number(trail.bp) / 10000) },
                best: text(g.start),
              }
            : {}),
        };
        let m = model;
        for (const q of quotes) {
          const bid = q.bid;
          const ask = q.bid + q.spread;
          const want = modelStep(m, bid, ask);
          const got = advanceTrigger(real, { bid: text(bid), ask: text(ask) });
          // Percentages of whole cents can land between cents: compare at the model's cents there.
          expect(centsOf(got.stop) - want.stop).toBeGreaterThanOrEqual(side === 'sell' ? 0n : -1n);
          expect(centsOf(got.stop) - want.stop).toBeLessThanOrEqual(side === 'sell' ? 1n : 0n);
          const exact = !trail || 'amount' in trail || centsOf(got.stop) * 1n === want.stop;
          if (exact) expect(got.fired === null ? null : centsOf(got.fired)).toBe(want.fired);
          if (got.fired !== null || want.fired !== null) break;
          m = { ...m, stop: want.stop, best: want.best };
          real = { ...real, stop: got.stop, best: got.best };
        }
      }),
      { numRuns: 400 },
    );
  });
});
