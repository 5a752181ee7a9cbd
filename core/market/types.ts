// The market vocabulary every side shares: the server's data sources and orders, the engine's
// formatting, the tests' reference models. Pure types; the data lives in data/.

/** A market is the set of venues that share one trading calendar (every U.S. venue follows NYSE's). */
export type MarketId = 'US' | 'UK';

/** Listing venue by ISO 10383 MIC: NYSE Arca, Nasdaq, Cboe BZX, London Stock Exchange. */
export type ExchangeMic = 'ARCX' | 'XNAS' | 'BATS' | 'XLON';

/**
 * The currency a line quotes in. GBX is pence sterling (1/100 GBP): LSE lines quote in either, and
 * the ticket says which, so a price of 850 is never mistaken for pounds.
 */
export type QuoteCurrency = 'USD' | 'GBP' | 'GBX';

export type CategoryKey =
  'broad' | 'tech' | 'sector' | 'international' | 'emerging' | 'bond' | 'commodity' | 'dividend' | 'real_estate' | 'thematic';

export interface Instrument {
  code: string;
  name: string;
  exchange: ExchangeMic;
  market: MarketId;
  currency: QuoteCurrency;
  category: CategoryKey;
  /** Smallest quantity an order may ask for, and how many decimals a quantity may have. */
  lot: { min_quantity: string; quantity_decimals: number };
  /** Price increment of the line (0.01 in USD and GBP, 0.5 or 0.25 GBX on some LSE lines). */
  tick_size: string;
  /** The simulator's parameters: a starting price, and annual drift and volatility (fractions). */
  sim: { start_price: string; drift: number; volatility: number };
}

/** One trading session: open and close instants, early when the exchange closes before its usual time. */
export interface Session {
  /** The exchange-local date, YYYY-MM-DD. */
  date: string;
  open: Date;
  close: Date;
  early: boolean;
}
