import Decimal from 'decimal.js';

export { Decimal };

/** An amount as the API sends it: at least 2 decimals, more only when the value has them. */
export function moneyText(value: Decimal.Value): string {
  const d = new Decimal(value);
  return d.decimalPlaces() <= 2 ? d.toFixed(2) : d.toFixed();
}

/** Rounds toward zero to 2 decimals: an exchange never pays out a fraction of a cent it did not receive. */
export function floor2(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}
