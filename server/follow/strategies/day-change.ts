import { Decimal } from '../../ledger/money';
import type { Quote } from '../../market/market-data';

/** The line's move in the session so far: last over the previous close, minus 1. */
export function dayChange(quote: Quote): Decimal {
  const prev = new Decimal(quote.prev_close);
  return prev.lte(0) ? new Decimal(0) : new Decimal(quote.last).div(prev).minus(1);
}

/** A buy of `share` of the cash, rounded down to the cent; none under 100 USDT (fees would eat a demo's small trades). */
export function spend(cash: Decimal, share: string): string | null {
  const amount = cash.times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return amount.gte(100) ? amount.toFixed(2) : null;
}
