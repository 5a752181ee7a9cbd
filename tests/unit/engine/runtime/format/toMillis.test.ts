import { describe, expect, it } from 'vitest';
import { toMillis } from '@engine/runtime/format/toMillis';

describe('toMillis', () => {
  it('treats timestamps under 13 digits as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
    expect(toMillis(999_999_999_999)).toBe(999_999_999_999_000);
  });

  it('keeps 13-digit timestamps as milliseconds', () => {
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMillis('1700000000123')).toBe(1_700_000_000_123);
  });

  it('parses date strings, including the space-separated form', () => {
    expect(toMillis('2024-01-02T03:04:05Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toMillis('2024-01-02 03:04:05')).toBe(new Date(2024, 0, 2, 3, 4, 5).getTime());
    expect(toMillis(new Date(5))).toBe(5);
  });

  it('gives undefined for what is not a time', () => {
    expect(toMillis(undefined)).toBeUndefined();
    expect(toMillis('')).toBeUndefined();
    expect(toMillis('soon')).toBeUndefined();
    expect(toMillis(Number.NaN)).toBeUndefined();
    expect(toMillis({})).toBeUndefined();
    expect(toMillis(new Date('nope'))).toBeUndefined();
  });
});
