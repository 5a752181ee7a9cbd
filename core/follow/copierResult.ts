import Decimal from 'decimal.js';
import { mirroredValue } from './mirroredValue';
import { profitSplit } from './profitSplit';
import { subscriptionFee } from './subscriptionFee';

export interface CopierResult {
  /** What the copier pays: the amount plus the fee charged on top. */
  paid: Decimal;
  fee: Decimal;
  /** What settlement would pay back: the amount plus the member's share of a profit, or the value after a loss. */
  received: Decimal;
  /** received − paid: what the copier would have got, net of the fee and the shares. */
  net: Decimal;
  /** net / paid (0 when nothing was paid). */
  rate: Decimal;
}

/**
 * What a copier of `amount` would have received over a period in which the provider's NAV went from
 * navStart to navEnd: the same rules as follow/buy and settlement (subscriptionFee, mirroredValue,
 * profitSplit), so the headline is the money a subscription of that period would have paid.
 */
export function copierResult(amount: Decimal.Value, navStart: Decimal.Value, navEnd: Decimal.Value, feeRate: Decimal.Value): CopierResult {
  const principal = new Decimal(amount);
  const fee = subscriptionFee(principal, feeRate);
  const value = new Decimal(navStart).lte(0) ? principal : mirroredValue(principal, navStart, navEnd);
  const split = profitSplit(value.minus(principal));
  const received = split ? principal.plus(split.member) : value;
  const paid = principal.plus(fee);
  const net = received.minus(paid);
  return { paid, fee, received, net, rate: paid.isZero() ? new Decimal(0) : net.div(paid) };
}
