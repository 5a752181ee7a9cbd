import Decimal from 'decimal.js';
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

/** A holding row of etf/orders (tab holding): shares, the cost basis in USDT and the line's USDT rate. */
export interface LiveHolding {
  quantity: unknown;
  /** The cost basis in USDT, buy fees included (the row's order_amount). */
  cost: unknown;
  /** USDT per unit of the quote currency (per penny on GBX lines), the row's fx_rate. */
  fxRate: unknown;
}

/** A holding's figures at a tick, named as the holding row names them so a screen binds either. */
export interface HoldingFigures {
  market_value: string;
  profit: string;
  profit_rate: string;
}

/**
 * A holding valued in USDT at a tick the way the server values it (server/orders/view.ts
 * positionView): bid x quantity x FX rate rounded down to the cent (what a sale would bring before
 * its fee), P&L = value - cost, and its rate to 6 decimals. Undefined when any figure is missing,
 * so a screen keeps the server's figures until the first tick.
 */
export function holdingPnl(holding: LiveHolding, tick: Pick<LiveTick, 'bid'>): HoldingFigures | undefined {
  const quantity = toDecimal(holding.quantity);
  const cost = toDecimal(holding.cost);
  const fx = toDecimal(holding.fxRate);
  const bid = toDecimal(tick.bid);
  if (!quantity || !cost || !fx || !bid || fx.lte(0) || bid.lte(0)) return undefined;
  const value = quantity.times(bid).times(fx).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const profit = value.minus(cost);
  return {
    market_value: value.toFixed(2),
    profit: profit.toFixed(2),
    profit_rate: cost.isZero() ? '0' : profit.div(cost).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
  };
}
