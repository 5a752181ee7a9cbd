import { describe, expect, it } from 'vitest';
import { formatRate } from '@engine/runtime/format/formatRate';

describe('formatRate', () => {
  it('shows the absolute value as a percentage', () => {
    expect(formatRate('-0.0125')).toBe('1.25%');
    expect(formatRate('0.0125')).toBe('1.25%');
    expect(formatRate(0.5)).toBe('50.00%');
    expect(formatRate('0')).toBe('0.00%');
  });

  it('rounds half up and follows the locale', () => {
    expect(formatRate('0.000125')).toBe('0.01%');
    expect(formatRate('-12.3456', 'tk')).toBe('1.234,56%');
    expect(formatRate('0.1', 'en', 0)).toBe('10%');
  });

  it('renders nothing for a non-number', () => {
    expect(formatRate('n/a')).toBe('');
  });
});
