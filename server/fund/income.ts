import { Decimal, floor2 } from '../ledger/money';

/** floor2(amount x daily_rate) a day for `days` days: what a purchase's contract pays in all (accrual pays daily_income each day). */
export function incomeOf(amount: Decimal, dailyRate: Decimal.Value, days: number): { daily: Decimal; contracted: Decimal } {
  const daily = floor2(amount.times(dailyRate));
  return { daily, contracted: daily.times(days) };
}
