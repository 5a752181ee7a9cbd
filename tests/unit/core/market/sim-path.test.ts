import { describe, expect, it } from 'vitest';
import { instrumentOf } from '@core/market/instruments';
import { sessionOfDate } from '@core/market/calendar';
import { aggregateBars, priceString, simClose, simDailyBar, simSessionMinutes, simStateAt } from '@core/market/sim-path';

const spy = instrumentOf('SPY')!;
const session = sessionOfDate('US', '2026-11-24')!;

describe('the simulator path', () => {
  it('is a pure function of seed, code and time', () => {
    const a = simStateAt(3, spy, session, new Date('2026-11-24T16:00:10Z'));
    const b = simStateAt(3, spy, session, new Date('2026-11-24T16:00:10Z'));
    expect(a).toEqual(b);
    expect(simClose(3, spy, '2026-11-24')).not.toBe(simClose(4, spy, '2026-11-24'));
    expect(simClose(3, spy, '2025-11-03')).toBe(600);
  });

  it('joins up: each minute opens at the previous close, the day ends at its close, the next day starts from it', () => {
    const bars = simSessionMinutes(3, spy, session);
    expect(bars).toHaveLength(390);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.open).toBe(bars[i - 1]!.close);
    for (const b of bars) expect(b.low <= Math.min(b.open, b.close) && b.high >= Math.max(b.open, b.close)).toBe(true);
    expect(bars[389]!.close).toBeCloseTo(simClose(3, spy, '2026-11-24'), 9);
    expect(simDailyBar(3, spy, session)).toEqual(aggregateBars(bars, session.open));
  });

  it('the state within a minute runs from its open to its close, and the day so far grows with it', () => {
    const start = simStateAt(3, spy, session, new Date('2026-11-24T15:00:00Z'));
    const end = simStateAt(3, spy, session, new Date('2026-11-24T15:00:59.999Z'));
    const bar = simSessionMinutes(3, spy, session)[30]!;
    expect(start.last).toBe(bar.open);
    expect(end.last).toBeCloseTo(bar.close, 4);
    expect(end.day.volume).toBeGreaterThan(start.day.volume);
  });

  it('prices sit on the tick grid as decimal strings', () => {
    expect(priceString(612.3456, '0.01')).toBe('612.35');
    expect(priceString(811.27, '0.25')).toBe('811.25');
    expect(priceString(1361.14, '0.1')).toBe('1361.1');
    expect(priceString(0.001, '0.01')).toBe('0.01');
  });
});
