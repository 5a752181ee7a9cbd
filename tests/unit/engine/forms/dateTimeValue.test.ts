import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '@engine/forms/dateTimeValue';

describe('dateTime form widget values', () => {
  it('round-trips Unix seconds through the local wall-clock text at minute precision', () => {
    const seconds = Date.UTC(2026, 11, 1, 9, 30) / 1000;
    const text = toLocalInput(seconds);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(text)).toBe(seconds);
    // Seconds within the minute are not shown, so they are not kept.
    expect(fromLocalInput(toLocalInput(seconds + 59))).toBe(seconds);
  });

  it('reads the text as local time', () => {
    const local = new Date(2026, 0, 15, 8, 5);
    expect(fromLocalInput('2026-01-15T08:05')).toBe(local.getTime() / 1000);
    expect(toLocalInput(local.getTime() / 1000)).toBe('2026-01-15T08:05');
  });

  it('gives nothing for an empty or malformed value', () => {
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('1764581400')).toBe('');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-01-15')).toBeUndefined();
    expect(fromLocalInput('2026-13-45T99:99')).toBeUndefined();
  });
});
