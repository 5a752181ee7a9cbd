// The copy-trading subscription fee, pure so follow/buy's posting and the subscribe screen's
// preview compute one thing (the member sees before confirming exactly what is charged).
import Decimal from 'decimal.js';

/** The fee on `amount` at `rate` (follow/conf fee_rate): amount x rate, rounded half up to the cent. */
export function subscriptionFee(amount: Decimal.Value, rate: Decimal.Value): Decimal {
  return new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** What a subscription charges in all: the amount plus its fee, charged on top. */
export function subscriptionTotal(amount: Decimal.Value, rate: Decimal.Value): Decimal {
  return new Decimal(amount).plus(subscriptionFee(amount, rate));
}
