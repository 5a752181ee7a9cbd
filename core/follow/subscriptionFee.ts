import Decimal from 'decimal.js';

/** The subscription fee, charged on top of the amount at purchase: rate x amount, rounded half up to the cent. */
export function subscriptionFee(amount: Decimal.Value, rate: Decimal.Value): Decimal {
  return new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
