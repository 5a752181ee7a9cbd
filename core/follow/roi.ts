import Decimal from 'decimal.js';

/** Return over a period: NAV at its end over NAV at its start, minus 1 (flows do not move NAV, so they do not move this). */
export function roi(navStart: Decimal.Value, navEnd: Decimal.Value): Decimal {
  const start = new Decimal(navStart);
  if (start.lte(0)) return new Decimal(0);
  return new Decimal(navEnd).div(start).minus(1);
}
