import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { annualVolatility } from '@core/follow/annualVolatility';

describe('annualVolatility', () => {
  it('is the sample standard deviation of daily log returns times the square root of 365', () => {
    // Returns ln(1.01), ln(0.99/1.01), ln(1.02/0.99): computed by hand below.
    const navs = ['1', '1.01', '0.99', '1.02'];
    const r = [Math.log(1.01), Math.log(0.99 / 1.01), Math.log(1.02 / 0.99)];
    const mean = (r[0]! + r[1]! + r[2]!) / 3;
    const sd = Math.sqrt(r.reduce((s, x) => s + (x - mean) ** 2, 0) / 2);
    expect(annualVolatility(navs)!.toNumber()).toBeCloseTo(sd * Math.sqrt(365), 10);
  });

  it('is zero for a flat series and unknown under two returns', () => {
    expect(annualVolatility(['1', '1', '1'])!.toFixed()).toBe('0');
    expect(annualVolatility(['1', '1.1'])).toBeNull();
    expect(annualVolatility([])).toBeNull();
  });

  it('does not move with a constant growth rate (no dispersion)', () => {
    const navs = [0, 1, 2, 3, 4].map((i) => new Decimal('1.01').pow(i));
    expect(annualVolatility(navs)!.lt('1e-20')).toBe(true);
  });
});
