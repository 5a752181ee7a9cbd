import { describe, expect, it } from 'vitest';
import { breakEvenRoi } from '@core/follow/breakEvenRoi';
import { copierResult } from '@core/follow/copierResult';

describe('breakEvenRoi', () => {
  it('is the fee over the member share: 5% needs +10%, 2% needs +4%', () => {
    expect(breakEvenRoi('0.05').toFixed()).toBe('0.1');
    expect(breakEvenRoi('0.02').toFixed()).toBe('0.04');
  });

  it('is where a copier of 1,000 nets zero', () => {
    for (const fee of ['0.01', '0.05', '0.1']) expect(copierResult('1000', 1, breakEvenRoi(fee).plus(1), fee).net.toFixed(2)).toBe('0.00');
  });
});
