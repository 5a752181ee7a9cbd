import Decimal from 'decimal.js';

/**
 * A subscription's value: the provider's result on the subscribed amount, amount x NAV now / NAV
 * at the start, rounded down to the cent (the platform pays no fraction of a cent it did not owe).
 */
export function mirroredValue(amount: Decimal.Value, navStart: Decimal.Value, navNow: Decimal.Value): Decimal {
  return new Decimal(amount).times(navNow).div(navStart).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}
