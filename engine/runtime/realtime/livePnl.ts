import { toDecimal } from '../format/toDecimal';
import type { LiveTick } from './liveQuotes';

/** A holding as the positions endpoint gives it: decimal strings, prices in the line's quote currency. */
export interface LivePosition {
  quantity: string;
  /** The average price paid per share, fees excluded, in the quote currency. */
  costPrice: string;
  direction?: 'buy' | 'sell';
}

/**
 * A position valued at the latest tick, in decimals: market value at the tick's last price, P&L
 * against the cost price (a short position gains when the price falls), and P&L as a ratio of the
 * cost ("0.0125" is 1.25%). All in the line's quote currency (GBX lines in pence): the account
 * currency needs the source's FX rate, which the server's position figures apply. Undefined when
 * the position or the tick is not a number.
 */
export function livePnl(
  position: LivePosition,
  tick: Pick<LiveTick, 'last'>,
): { marketValue: string; pnl: string; pnlRate: string } | undefined {
  const quantity = toDecimal(position.quantity);
  const cost = toDecimal(position.costPrice);
  const last = toDecimal(tick.last);
  if (!quantity || !cost || !last) return undefined;
  const perShare = position.direction === 'sell' ? cost.minus(last) : last.minus(cost);
  const pnl = perShare.times(quantity);
  const basis = cost.times(quantity);
  return {
    marketValue: last.times(quantity).toFixed(),
    pnl: pnl.toFixed(),
    pnlRate: basis.isZero() ? '0' : pnl.div(basis).toDecimalPlaces(8).toFixed(),
  };
}
