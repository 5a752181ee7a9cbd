import { Decimal } from '../ledger/money';
import type { MarketData, Quote } from '../market/market-data';
import type { Bus, TickMessage } from './bus';
import type { ProducerLease } from './producer-lease';

/** A quote as the socket sends it: the source's prices as given, the day's change computed in decimals. */
export function tickMessage(quote: Quote): TickMessage {
  const last = new Decimal(quote.last);
  const prev = new Decimal(quote.prev_close);
  const change = last.minus(prev);
  return {
    type: 'tick',
    code: quote.code,
    bid: quote.bid,
    ask: quote.ask,
    last: quote.last,
    change: change.toFixed(),
    // A line without a previous close (its first session) has no day change to state.
    change_rate: prev.isZero() ? '0' : change.div(prev).toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN).toFixed(),
    time: quote.time.toISOString(),
    source: quote.source,
  };
}

/** Publishes this instance's ticks while it holds the producer lease (always, with one instance). */
export function produceTicks(market: MarketData, bus: Bus, lease: ProducerLease): () => void {
  return market.onTick((quote) => {
    if (lease.held()) bus.publish(tickMessage(quote));
  });
}
