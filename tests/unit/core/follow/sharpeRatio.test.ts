import { describe, expect, it } from 'vitest';
import { sharpeRatio } from '@core/follow/sharpeRatio';

describe('sharpeRatio', () => {
  it('is the annualised return above the risk-free rate over the volatility', () => {
    // A year at +12%, 4% risk-free, 16% volatility: (0.12 - 0.04) / 0.16 = 0.5.
    expect(sharpeRatio('0.12', 365, '0.16', '0.04')!.toFixed(6)).toBe('0.500000');
    // 30 days at +1%: annualised 1.01^(365/30) - 1.
    const annual = Math.pow(1.01, 365 / 30) - 1;
    expect(sharpeRatio('0.01', 30, '0.2', '0.04')!.toNumber()).toBeCloseTo((annual - 0.04) / 0.2, 10);
  });

  it('is unknown without a positive volatility or days', () => {
    expect(sharpeRatio('0.1', 30, null, '0.04')).toBeNull();
    expect(sharpeRatio('0.1', 30, '0', '0.04')).toBeNull();
    expect(sharpeRatio('0.1', 0, '0.2', '0.04')).toBeNull();
  });
});
