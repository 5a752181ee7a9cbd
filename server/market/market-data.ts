import type { QuoteCurrency } from '@core/market/types';

/**
 * One quote of one line, as the declared market data source gave it. Prices are decimal strings in
 * the line's quote currency (GBX lines in pence). `time` is when the source priced it: a quote
 * older than the staleness limit is shown as stale and nothing fills on it.
 */
export interface Quote {
  code: string;
  bid: string;
  ask: string;
  last: string;
  /** The session's open, high and low so far, and the previous session's close. */
  open: string;
  high: string;
  low: string;
  prev_close: string;
  /** Shares traded in the session so far. */
  volume: number;
  time: Date;
  /** The source's label, shown beside every price ("Simulated", "Replay", "File drop"). */
  source: string;
}

/** The rate that turns one unit of a quote currency into the account currency, from the same source. */
export interface FxRate {
  currency: Exclude<QuoteCurrency, 'GBX'>;
  rate: string;
  time: Date;
  source: string;
}

/**
 * The one door prices come through (ARCHITECTURE: "Honest by construction", rule 2): the
 * simulator, a replay of recorded bars, or a file-drop import implement it, and nothing else
 * writes a price. Reads are from memory (the latest tick of each line); ticks are pushed to
 * subscribers as they arrive.
 */
export interface MarketData {
  /** The source's label for the UI. */
  readonly source: string;
  /** The latest quote of a line, or undefined before its first tick. */
  quote(code: string): Quote | undefined;
  /** The latest rate of a currency into the account currency (USD and GBP; GBX is GBP / 100). */
  fx(currency: Exclude<QuoteCurrency, 'GBX'>): FxRate | undefined;
  /** Calls fn with every new quote, of every line, until the returned function is called. */
  onTick(fn: (quote: Quote) => void): () => void;
  /** Starts producing ticks (and backfills history where the source does). */
  start(): Promise<void>;
  /** True while start() runs: the stored history is still being written, and a chart shows what exists so far. */
  historyLoading(): boolean;
  stop(): Promise<void>;
}
