import { describe, expect, it } from 'vitest';
import { formatNumber } from '@engine/runtime/format/formatNumber';

describe('formatNumber', () => {
  it('uses comma thousands and dot decimals with 2 decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber('1234.5', 'en')).toBe('1,234.50');
    expect(formatNumber(0)).toBe('0.00');
  });

  it('uses dot thousands and comma decimals for Turkmen', () => {
    expect(formatNumber(1234567.891, 'tk')).toBe('1.234.567,89');
    expect(formatNumber('-1234.5', 'tk')).toBe('-1.234,50');
  });

  it('rounds half up on exact decimals and honours the decimals count', () => {
    expect(formatNumber('1.005')).toBe('1.01');
    expect(formatNumber('1.5', 'en', 0)).toBe('2');
    expect(formatNumber('1234.56789', 'ko', 4)).toBe('1,234.5679');
  });

  it('drops the sign of a value that rounds to zero', () => {
    expect(formatNumber('-0.001')).toBe('0.00');
  });

  it('renders nothing for a non-number', () => {
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});
