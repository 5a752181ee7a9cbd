import Decimal from 'decimal.js';
import { subscriptionFee } from './subscriptionFee';

/**
 * The largest subscription amount (to the cent) whose amount + fee (charged on top, rounded half up
 * by subscriptionFee) fits in `available`: what follow/buy would accept before "funds short".
 */
export function maxAffordable(available: Decimal.Value, feeRate: Decimal.Value): Decimal {
  const cash = new Decimal(available);
  if (cash.lte(0)) return new Decimal(0);
  const fits = (a: Decimal) => a.plus(subscriptionFee(a, feeRate)).lte(cash);
  // available / (1 + rate) is within a cent of the answer; the fee's rounding decides the last cent.
  let amount = cash.div(new Decimal(1).plus(feeRate)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  while (!fits(amount) && amount.gt(0)) amount = amount.minus('0.01');
  while (fits(amount.plus('0.01'))) amount = amount.plus('0.01');
  return Decimal.max(amount, 0);
}
