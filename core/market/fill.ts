// The fill rule of ETF orders, pure so the server, the docs and a reference model agree on it
// (docs/trading.md, "Fill rule"). Prices are decimal strings in the line's quote currency.
import Decimal from 'decimal.js';

export type Side = 'buy' | 'sell';
export type DelegateType = 'market' | 'limit';

export interface FillableOrder {
  side: Side;
  delegate_type: DelegateType;
  /** The limit price (limit orders only). */
  limit: string | null;
  /** When the order was accepted: a quote priced before it never fills it. */
  placed_at: Date;
}

export interface FillQuote {
  bid: string;
  ask: string;
  time: Date;
}

export interface Fill {
  /** The price the order fills at: the ask for a buy, the bid for a sell. */
  price: string;
  /** The time of the quote it filled on. */
  time: Date;
}

/**
 * Whether this quote fills this order at `now`, and at what price. A market order takes the quote
 * (buy at the ask, sell at the bid); a buy limit fills when the ask is at or below the limit, at the
 * ask (never above the limit); a sell limit when the bid is at or above it, at the bid. Never on a
 * quote older than staleLimitMs at `now`, never on one priced before the order (or after `now`, a
 * clock skew). Whether the exchange is in session is the caller's: the calendar is not pure data
 * of one quote.
 */
export function fillOf(order: FillableOrder, quote: FillQuote, now: Date, staleLimitMs: number): Fill | null {
  const age = now.getTime() - quote.time.getTime();
  if (age > staleLimitMs || age < 0) return null;
  if (quote.time.getTime() < order.placed_at.getTime()) return null;
  const price = order.side === 'buy' ? new Decimal(quote.ask) : new Decimal(quote.bid);
  if (!price.isFinite() || price.lte(0)) return null;
  if (order.delegate_type === 'limit') {
    if (order.limit === null) return null;
    const limit = new Decimal(order.limit);
    if (order.side === 'buy' ? price.gt(limit) : price.lt(limit)) return null;
  }
  return { price: price.toFixed(), time: quote.time };
}
