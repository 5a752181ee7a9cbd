import type { QuoteCurrency } from '@core/market/types';
import type { FxRate, MarketData, Quote } from './market-data';

/** A MarketData whose ticks are handed to it: the base of every source (each one feeds it what it reads or computes). */
export interface FedMarket extends MarketData {
  feed(quote: Quote): void;
  feedFx(rate: FxRate): void;
}

export function fedMarket(source: string, hooks: { start?: () => Promise<void>; stop?: () => Promise<void> } = {}): FedMarket {
  const quotes = new Map<string, Quote>();
  const rates = new Map<string, FxRate>();
  const subscribers = new Set<(quote: Quote) => void>();
  let starting = false;
  return {
    source,
    quote: (code) => quotes.get(code),
    fx: (currency: Exclude<QuoteCurrency, 'GBX'>) => rates.get(currency),
    onTick(fn) {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    },
    feed(quote) {
      const last = quotes.get(quote.code);
      // A source may repeat or reorder a tick (a replay restarted, two files): time only moves forward.
      if (last && last.time > quote.time) return;
      quotes.set(quote.code, quote);
      for (const fn of subscribers) fn(quote);
    },
    feedFx(rate) {
      const last = rates.get(rate.currency);
      if (last && last.time > rate.time) return;
      rates.set(rate.currency, rate);
    },
    start: async () => {
      starting = true;
      try {
        await hooks.start?.();
      } finally {
        starting = false;
      }
    },
    historyLoading: () => starting,
    stop: hooks.stop ?? (async () => undefined),
  };
}
