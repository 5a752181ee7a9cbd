import { describe, expect, it } from 'vitest';
import { formatDate } from '@engine/runtime/format/formatDate';

const local = new Date(2024, 2, 5, 7, 8, 9).getTime();

describe('formatDate', () => {
  it('defaults to yyyy-mm-dd', () => {
    expect(formatDate(local)).toBe('2024-03-05');
  });

  it('supports yyyy-mm-dd hh:MM:ss (mm month, MM minute)', () => {
    expect(formatDate(local, 'yyyy-mm-dd hh:MM:ss')).toBe('2024-03-05 07:08:09');
    expect(formatDate(local, 'dd/mm hh:MM')).toBe('05/03 07:08');
  });

  it('names the zone with zzz, daylight saving included', () => {
    expect(formatDate(local, 'hh:MM zzz')).toMatch(/^07:08 (UTC|GMT[+-]\d+(:\d\d)?|[A-Z]{2,5})$/);
  });

  it('reads second timestamps', () => {
    expect(formatDate(Math.floor(local / 1000), 'yyyy-mm-dd hh:MM:ss')).toBe('2024-03-05 07:08:09');
  });

  it('renders nothing for a non-time', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('x')).toBe('');
  });
});
