import Decimal from 'decimal.js';

/**
 * Upper bounds (exclusive) of annualised volatility for scores 1..6, the market-risk classes of the
 * EU PRIIPs summary risk indicator (Delegated Regulation 2017/653, Annex II): above the last, 7.
 */
export const RISK_BANDS = ['0.005', '0.05', '0.12', '0.2', '0.3', '0.8'] as const;

/** The risk score 1 (lowest) to 7 (highest) of an annualised volatility; null when the volatility is unknown. */
export function riskScore(volatility: Decimal.Value | null): number | null {
  if (volatility === null) return null;
  const v = new Decimal(volatility);
  const band = RISK_BANDS.findIndex((upper) => v.lt(upper));
  return band === -1 ? 7 : band + 1;
}
