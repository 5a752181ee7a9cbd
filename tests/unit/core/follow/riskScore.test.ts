import { describe, expect, it } from 'vitest';
import { riskScore } from '@core/follow/riskScore';

describe('riskScore', () => {
  it('bands annualised volatility like the PRIIPs market-risk classes', () => {
    const cases: [string, number][] = [
      ['0', 1],
      ['0.0049', 1],
      ['0.005', 2],
      ['0.0499', 2],
      ['0.05', 3],
      ['0.1199', 3],
      ['0.12', 4],
      ['0.2', 5],
      ['0.3', 6],
      ['0.7999', 6],
      ['0.8', 7],
      ['2.5', 7],
    ];
    for (const [v, score] of cases) expect(riskScore(v), v).toBe(score);
  });

  it('is unknown without a volatility', () => {
    expect(riskScore(null)).toBeNull();
  });
});
