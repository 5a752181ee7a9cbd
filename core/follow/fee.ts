// What the subscribe screen previews, from the one fee rule follow/buy posts with
// (subscriptionFee.ts): the member sees before confirming exactly what is charged.
import Decimal from 'decimal.js';
import { subscriptionFee } from './subscriptionFee';

export { subscriptionFee };

/** What a subscription charges in all: the amount plus its fee, charged on top. */
export function subscriptionTotal(amount: Decimal.Value, rate: Decimal.Value): Decimal {
  return new Decimal(amount).plus(subscriptionFee(amount, rate));
}
