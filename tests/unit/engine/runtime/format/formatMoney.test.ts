import { describe, expect, it } from 'vitest';
import { formatMoney } from '@engine/runtime/format/formatMoney';

describe('formatMoney', () => {
  it('formats decimal strings exactly, without float error', () => {
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('1000')).toBe('1,000.00');
  });

  it('cuts extra digits instead of rounding up', () => {
    expect(formatMoney('9.999')).toBe('9.99');
    expect(formatMoney('-9.999')).toBe('-9.99');
  });

  it('follows the Turkmen separators and the decimals count', () => {
    expect(formatMoney('1234.5678', 'tk')).toBe('1.234,56');
    expect(formatMoney('1234.5678', 'en', 4)).toBe('1,234.5678');
  });

  it('renders nothing for a non-amount', () => {
    expect(formatMoney('')).toBe('');
    expect(formatMoney('1,000')).toBe('');
    expect(formatMoney(null)).toBe('');
  });
});
