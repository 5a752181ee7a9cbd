import { Decimal, floor2 } from '../ledger/money';

const CENT = new Decimal('0.01');

/**
 * The largest amount, in whole cents, whose contracted income (floor2(amount x daily_rate) a day for
 * `days` days, the rule accrual pays by) fits in `free`; 0 when not even a cent does.
 *
 * Dividing free by rate x days, as a first version did, ignores that the daily income is rounded
 * down: every amount whose daily income rounds to the same cent costs the same cover, so the answer
 * is the last amount before the daily income reaches the next cent above what the cover allows a day.
 * Each division is only a first guess, corrected by exact multiplications (a division may not terminate).
 */
export function mostCoveredAmount(free: Decimal.Value, dailyRate: Decimal.Value, days: number): Decimal {
  const cover = new Decimal(free);
  const rate = new Decimal(dailyRate);
  if (cover.lt(0) || rate.lte(0) || days < 1) return new Decimal(0);
  // The most daily income the cover pays for `days` days, in cents.
  let daily = floor2(cover.div(days));
  while (daily.plus(CENT).times(days).lte(cover)) daily = daily.plus(CENT);
  while (daily.gt(0) && daily.times(days).gt(cover)) daily = daily.minus(CENT);
  // The amounts whose daily income is at most `daily` are those below (daily + 0.01) / rate.
  const fits = (amount: Decimal) => floor2(amount.times(rate)).lte(daily);
  let amount = floor2(daily.plus(CENT).div(rate));
  while (amount.gt(0) && !fits(amount)) amount = amount.minus(CENT);
  while (fits(amount.plus(CENT))) amount = amount.plus(CENT);
  return amount;
}
