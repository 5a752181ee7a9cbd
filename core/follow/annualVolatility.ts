import Decimal from 'decimal.js';

/**
 * Annualised volatility of a series of daily NAVs (one per calendar day, oldest first): the sample
 * standard deviation of the daily log returns × √365 (NAV is measured every day, weekends included,
 * so a year has 365 returns). Null with fewer than two returns: too short to say.
 */
export function annualVolatility(dailyNavs: readonly Decimal.Value[]): Decimal | null {
  const navs = dailyNavs.map((v) => new Decimal(v));
  const returns: Decimal[] = [];
  for (let i = 1; i < navs.length; i++) if (navs[i - 1]!.gt(0) && navs[i]!.gt(0)) returns.push(navs[i]!.div(navs[i - 1]!).ln());
  if (returns.length < 2) return null;
  const mean = returns.reduce((s, r) => s.plus(r), new Decimal(0)).div(returns.length);
  const variance = returns.reduce((s, r) => s.plus(r.minus(mean).pow(2)), new Decimal(0)).div(returns.length - 1);
  return variance.sqrt().times(new Decimal(365).sqrt());
}
