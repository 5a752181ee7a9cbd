import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { netValue } from '@core/follow/netValue';
import { roi } from '@core/follow/roi';

const t = (n: number) => new Date(Date.UTC(2026, 10, 24, 15, n));

describe('netValue (unit method)', () => {
  it("follows the issue's worked vector: 500, 400, 1400 after +1000, 1550 -> 1, 0.8, 0.8, 0.886 and ROI -11.4%", () => {
    const series = netValue([
      { time: t(0), equity: 500, flow: 500 },
      { time: t(1), equity: 400, flow: 0 },
      { time: t(2), equity: 1400, flow: 1000 },
      { time: t(3), equity: 1550, flow: 0 },
    ]);
    expect(series.map((s) => s.nav.toDecimalPlaces(3).toFixed())).toEqual(['1', '0.8', '0.8', '0.886']);
    // 500 units, then 1000 / 0.8 = 1250 more.
    expect(series.map((s) => s.units.toFixed())).toEqual(['500', '500', '1750', '1750']);
    const r = roi(series[0]!.nav, series[3]!.nav);
    expect(r.times(100).toDecimalPlaces(1).toFixed()).toBe('-11.4');
    // 1550 / 1750 = 0.885714285714...
    expect(series[3]!.nav.toFixed()).toBe('0.885714285714');
  });

  it('keeps NAV where it was when every unit is withdrawn, and starts at 1 with nothing paid in', () => {
    const series = netValue([
      { time: t(0), equity: 0, flow: 0 },
      { time: t(1), equity: 200, flow: 200 },
      { time: t(2), equity: 300, flow: 0 },
      { time: t(3), equity: 0, flow: -300 },
    ]);
    expect(series.map((s) => s.nav.toFixed())).toEqual(['1', '1', '1.5', '1.5']);
    expect(series[3]!.units.toFixed()).toBe('0');
  });

  it('is unchanged by a flow alone (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: -0.9, max: 5, noNaN: true }),
        (start, later, share) => {
          const opening = new Decimal(start).div(100);
          // NAV between 0.1 and 10: its 12 decimals keep a flow's rounding below 1e-9 of it.
          const equity = opening.times(later).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          // Up to 90% out or 5 times in: a flow that leaves a handful of units is within NUMERIC(12) precision.
          const flow = equity.times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          const [, before, after] = netValue([
            { time: t(0), equity: opening, flow: opening },
            { time: t(1), equity, flow: 0 },
            { time: t(2), equity: equity.plus(flow), flow },
          ]);
          // The flow buys or sells units at the last NAV: NAV moves by the rounding of units' 12th decimal at most.
          expect(after!.nav.div(before!.nav).minus(1).abs().lte('1e-9')).toBe(true);
        },
      ),
    );
  });
});
