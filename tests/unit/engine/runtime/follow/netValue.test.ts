import { describe, expect, it } from 'vitest';
import { parseNetValues, summarizeNetValues } from '@engine/runtime/follow/netValue';

describe('parseNetValues', () => {
  it('keeps rows with a time and a value, oldest first, dropping the rest rather than drawing zero', () => {
    const points = parseNetValues([
      { time: 1763856000, net_value: '0.8' },
      { time: 1763769600, net_value: '1' },
      { time: null, net_value: '0.9' },
      { time: 1763942400, net_value: 'x' },
      null,
      'junk',
    ]);
    expect(points).toEqual([
      { time: 1763769600000, value: '1' },
      { time: 1763856000000, value: '0.8' },
    ]);
    expect(parseNetValues(undefined)).toEqual([]);
  });
});

describe('summarizeNetValues', () => {
  const points = parseNetValues([
    { time: 1, net_value: '1' },
    { time: 2, net_value: '0.8' },
    { time: 3, net_value: '1.2' },
    { time: 4, net_value: '0.88571428' },
  ]);

  it('finds start, end, lowest and highest, and the change end / start - 1', () => {
    const s = summarizeNetValues(points)!;
    expect([s.start.value, s.end.value, s.min.value, s.max.value]).toEqual(['1', '0.88571428', '0.8', '1.2']);
    expect(s.change).toBe('-0.114286');
    expect(s.direction).toBe('fall');
  });

  it('is flat when the curve ends where it started', () => {
    expect(
      summarizeNetValues(
        parseNetValues([
          { time: 1, net_value: '1' },
          { time: 2, net_value: '1.0' },
        ]),
      )!.direction,
    ).toBe('flat');
  });

  it('has nothing to say below the fewest points', () => {
    expect(summarizeNetValues(points.slice(0, 1))).toBeUndefined();
    expect(summarizeNetValues(points, 5)).toBeUndefined();
    expect(summarizeNetValues([])).toBeUndefined();
  });
});
