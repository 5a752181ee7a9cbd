import Decimal from 'decimal.js';

/** A copy stop-loss triggers when the subscription's value has fallen to amount x (1 - stop_loss) or below. */
export function stopLossBreached(amount: Decimal.Value, value: Decimal.Value, stopLoss: Decimal.Value): boolean {
  return new Decimal(value).lte(new Decimal(amount).times(new Decimal(1).minus(stopLoss)));
}
