import Decimal from 'decimal.js';

/**
 * Sharpe ratio over a period: (annualised return − risk-free rate) / annualised volatility, where the
 * annualised return is (1 + roi)^(365 / days) − 1. Null when the volatility is unknown or zero or the
 * period has no days.
 */
export function sharpeRatio(roi: Decimal.Value, days: number, volatility: Decimal.Value | null, riskFree: Decimal.Value): Decimal | null {
  if (volatility === null || new Decimal(volatility).lte(0) || days <= 0) return null;
  const growth = new Decimal(roi).plus(1);
  if (growth.lte(0)) return new Decimal(-1).minus(riskFree).div(volatility);
  const annual = growth.pow(new Decimal(365).div(days)).minus(1);
  return annual.minus(riskFree).div(volatility);
}
