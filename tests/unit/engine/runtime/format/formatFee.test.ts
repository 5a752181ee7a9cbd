import { describe, expect, it } from 'vitest';
import { formatFee } from '@engine/runtime/format/formatFee';

describe('formatFee', () => {
  it('is amount x rate rounded half up to the cent, and the total adds it on top', () => {
    expect(formatFee(['100', '0.05'], 'fee')).toBe('5.00');
    expect(formatFee(['100', '0.05'], 'total')).toBe('105.00');
    // 0.05 x 10.10 = 0.505: half up gives 0.51 (a floor would show 0.50 and charge a cent more than shown).
    expect(formatFee(['10.10', '0.05'], 'fee')).toBe('0.51');
    expect(formatFee(['10.10', '0.05'], 'total')).toBe('10.61');
    expect(formatFee(['10.09', '0.05'], 'fee')).toBe('0.50');
  });

  it('localizes like money', () => {
    expect(formatFee(['20000', '0.05'], 'total', 'tk')).toBe('21.000,00');
  });

  it('is empty until both parts are numbers', () => {
    expect(formatFee([undefined, '0.05'], 'fee')).toBe('');
    expect(formatFee(['', '0.05'], 'total')).toBe('');
    expect(formatFee(['abc', '0.05'], 'fee')).toBe('');
    expect(formatFee(['100'], 'fee')).toBe('');
    expect(formatFee('100', 'fee')).toBe('');
    expect(formatFee(['-5', '0.05'], 'fee')).toBe('');
  });
});
