// The trigger rule of conditional ETF orders, pure so the server, the docs and a reference model
// agree on it (docs/trading.md, "Conditional orders"). Prices are decimal strings in the line's
// quote currency.
import Decimal from 'decimal.js';
import type { Side } from './fill';

/**
 * stop: a market order once the market reaches the stop (a sell when the bid falls to it, a buy
 * when the ask rises to it); stop_limit: a limit order at its limit price then; trailing: a stop
 * that follows the best price since placing by an amount or a percentage; take_profit and
 * stop_loss: the two sells attached to a position (one cancels the other), the first fired when the
 * bid rises to its price, the second like a sell stop.
 */
export type TriggerType = 'stop' | 'stop_limit' | 'trailing' | 'take_profit' | 'stop_loss';

export interface TriggerState {
  side: Side;
  type: TriggerType;
  /** The price that fires it (a trailing stop's as it stands). */
  stop: string;
  /** Trailing only: the distance, as an amount in the quote currency or a fraction (0.05 = 5%). */
  trail?: { amount: string } | { percent: string };
  /** Trailing only: the best price since placing (highest bid of a sell, lowest ask of a buy). */
  best?: string;
}

export interface TriggerStep {
  /** What the trigger holds after this quote (a trailing stop moves with the best price). */
  stop: string;
  best?: string;
  /** Fired on this quote, at this price (the bid of a sell, the ask of a buy). */
  fired: string | null;
}

/** Decimals a trailing stop keeps: the instruments' price precision (schemas/api: price has at most 8). */
const PRICE_DECIMALS = 8;

/**
 * A trailing stop's price from the best price: a sell's below it (rounded down, never nearer the
 * market than the distance asked), a buy's above it (rounded up).
 */
export function trailingStop(side: Side, best: string, trail: { amount: string } | { percent: string }): string {
  const b = new Decimal(best);
  if ('amount' in trail) return (side === 'sell' ? b.minus(trail.amount) : b.plus(trail.amount)).toFixed();
  const factor = side === 'sell' ? new Decimal(1).minus(trail.percent) : new Decimal(1).plus(trail.percent);
  return b
    .times(factor)
    .toDecimalPlaces(PRICE_DECIMALS, side === 'sell' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP)
    .toFixed();
}

/**
 * One quote's effect on a waiting trigger: a trailing stop first follows a better price, then any
 * trigger fires when the side's price reaches its stop. The caller decides whether the quote may
 * be used at all (fresh, in session, not older than the order).
 */
export function advanceTrigger(t: TriggerState, quote: { bid: string; ask: string }): TriggerStep {
  const price = new Decimal(t.side === 'sell' ? quote.bid : quote.ask);
  if (!price.isFinite() || price.lte(0)) return { stop: t.stop, best: t.best, fired: null };
  let stop = t.stop;
  let best = t.best;
  if (t.type === 'trailing' && t.trail) {
    const better = best === undefined || (t.side === 'sell' ? price.gt(best) : price.lt(best));
    if (better) {
      best = price.toFixed();
      stop = trailingStop(t.side, best, t.trail);
    }
  }
  const s = new Decimal(stop);
  const reached = t.type === 'take_profit' ? price.gte(s) : t.side === 'sell' ? price.lte(s) : price.gte(s);
  return { stop, best, fired: reached ? price.toFixed() : null };
}
