import type { MoneyConfig } from '../money-config';
import { Decimal } from '../ledger/money';

/** The published exchange rates: members sell USDT at bid and buy it at ask; the spread is the platform's margin. */
export function exchangeRates(config: MoneyConfig): { mid: Decimal; bid: Decimal; ask: Decimal; spread: Decimal } {
  const mid = new Decimal(config.exchange.mid);
  const half = new Decimal(config.exchange.spread).div(2);
  const bid = mid.times(new Decimal(1).minus(half)).toDecimalPlaces(6, Decimal.ROUND_DOWN);
  const ask = mid.times(new Decimal(1).plus(half)).toDecimalPlaces(6, Decimal.ROUND_UP);
  return { mid, bid, ask, spread: new Decimal(config.exchange.spread) };
}

export function rateText(d: Decimal): string {
  return d.toFixed();
}
