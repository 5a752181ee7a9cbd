import { describe, expect, it } from 'vitest';
import { relativeTime } from '@engine/runtime/format/relativeTime';

const t = (key: string, args?: Record<string, unknown>) => (args ? `${key.split('.').pop()}:${String(args.count)}` : key.split('.').pop()!);
const NOW = 1_700_000_000_000;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const ago = (ms: number) => relativeTime(NOW - ms, t, NOW);

describe('relativeTime', () => {
  it("says 'now' under 5 minutes and for future times", () => {
    expect(ago(0)).toBe('now');
    expect(ago(5 * MIN - 1)).toBe('now');
    expect(ago(-10 * MIN)).toBe('now');
  });

  it('counts minutes from 5 to 59', () => {
    expect(ago(5 * MIN)).toBe('minutes:5');
    expect(ago(60 * MIN - 1)).toBe('minutes:59');
  });

  it('counts hours below a day', () => {
    expect(ago(60 * MIN)).toBe('hours:1');
    expect(ago(DAY - 1)).toBe('hours:23');
  });

  it('counts days up to 30', () => {
    expect(ago(DAY)).toBe('days:1');
    expect(ago(30 * DAY)).toBe('days:30');
  });

  it('then months, then years', () => {
    expect(ago(31 * DAY)).toBe('months:1');
    expect(ago(364 * DAY)).toBe('months:11');
    expect(ago(365 * DAY)).toBe('years:1');
    expect(ago(3 * 365 * DAY)).toBe('years:3');
  });

  it('accepts second timestamps and rejects non-times', () => {
    expect(relativeTime((NOW - 10 * MIN) / 1000, t, NOW)).toBe('minutes:10');
    expect(relativeTime('garbage', t, NOW)).toBe('');
  });
});
