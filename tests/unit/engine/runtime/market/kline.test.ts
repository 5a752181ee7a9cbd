import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLivePrice, movingAverage, parseCandles, PERIOD_MS, summarize, type Candle } from '@engine/runtime/market/kline';

const T0 = 1763769600_000;
const candle = (i: number, close: string, extra: Partial<Candle> = {}): Candle => ({
  time: T0 + i * PERIOD_MS['1m'],
  open: close,
  high: close,
  low: close,
  close,
  volume: 10,
  ...extra,
});

describe('parseCandles', () => {
  it('reads etf/kline rows (Unix seconds, decimal strings), sorts them, and drops rows it cannot draw', () => {
    const list = [
      { time: 1763769660, open: '2.00', high: '2.5', low: '1.9', close: '2.1', volume: 5 },
      { time: 1763769600, open: '1.00', high: '1.2', low: '0.9', close: '1.1', volume: 3 },
      { time: 1763769720, open: 'abc', high: '1', low: '1', close: '1', volume: 1 },
      { open: '1', high: '1', low: '1', close: '1' },
      null,
    ];
    const out = parseCandles(list);
    expect(out.map((c) => c.time)).toEqual([T0, T0 + 60_000]);
    expect(out[0]).toMatchObject({ open: '1', high: '1.2', close: '1.1', volume: 3 });
    expect(parseCandles('nope')).toEqual([]);
  });
});

describe('applyLivePrice', () => {
  const base = [candle(0, '10'), candle(1, '11', { high: '11.5', low: '10.5' })];

  it('moves the last candle inside its period, widening high and low', () => {
    const up = applyLivePrice(base, '12.25', (T0 + 90_000) / 1000, '1m');
    expect(up).toHaveLength(2);
    expect(up[1]).toMatchObject({ close: '12.25', high: '12.25', low: '10.5', open: '11' });
    const down = applyLivePrice(base, '10.1', T0 + 90_000, '1m');
    expect(down[1]).toMatchObject({ close: '10.1', high: '11.5', low: '10.1' });
  });

  it('opens a new candle at the start of the period the price falls in', () => {
    const out = applyLivePrice(base, '11.2', T0 + 5 * 60_000 + 30_000, '1m');
    expect(out).toHaveLength(3);
    expect(out[2]).toEqual({ time: T0 + 5 * 60_000, open: '11.2', high: '11.2', low: '11.2', close: '11.2', volume: 0 });
  });

  it('ignores a late tick, a missing price and an empty series', () => {
    expect(applyLivePrice(base, '99', T0, '1m')).toEqual(base);
    expect(applyLivePrice(base, '99', T0 - 1, '1m')).toEqual(base);
    expect(applyLivePrice(base, undefined, T0 + 90_000, '1m')).toEqual(base);
    expect(applyLivePrice(base, '0', T0 + 90_000, '1m')).toEqual(base);
    expect(applyLivePrice([], '10', T0, '1m')).toEqual([]);
  });

  it('keeps low <= open, close <= high for any tick sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 600_000 })), { maxLength: 40 }),
        (ticks) => {
          let series = [candle(0, '50')];
          let at = T0;
          for (const [cents, dt] of ticks) {
            at += dt;
            series = applyLivePrice(series, new Decimal(cents).div(100).toString(), at, '5m');
          }
          for (const c of series) {
            const low = new Decimal(c.low);
            const high = new Decimal(c.high);
            expect(low.lte(c.open) && low.lte(c.close) && high.gte(c.open) && high.gte(c.close)).toBe(true);
          }
          const times = series.map((c) => c.time);
          expect([...times].sort((a, b) => a - b)).toEqual(times);
        },
      ),
    );
  });
});

describe('movingAverage', () => {
  it('averages the last n closes exactly, null until n exist', () => {
    const series = ['1', '2', '3', '4', '5.5'].map((c, i) => candle(i, c));
    expect(movingAverage(series, 3)).toEqual([null, null, '2.0000', '3.0000', '4.1667']);
    expect(movingAverage(series, 6)).toEqual([null, null, null, null, null]);
  });

  it('equals a direct sum over each window (no drift from the running sum)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (cents, n) => {
          const series = cents.map((c, i) => candle(i, new Decimal(c).div(100).toString()));
          const got = movingAverage(series, n);
          got.forEach((v, i) => {
            if (i < n - 1) return expect(v).toBeNull();
            const window = series.slice(i - n + 1, i + 1).reduce((s, c) => s.plus(c.close), new Decimal(0));
            expect(v).toBe(window.div(n).toFixed(4, Decimal.ROUND_HALF_UP));
          });
        },
      ),
    );
  });
});

describe('summarize', () => {
  it('gives the last candle and its change from the one before', () => {
    const s = summarize([candle(0, '100'), candle(1, '98.75')]);
    expect(s).toMatchObject({ change: '-1.25', changeRate: '-0.012500', direction: 'fall' });
    const one = summarize([candle(0, '1')]);
    expect(one?.direction).toBe('flat');
    expect(one?.change).toBeUndefined();
    expect(summarize([])).toBeUndefined();
  });
});
