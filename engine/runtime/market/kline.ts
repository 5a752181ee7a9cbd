import Decimal from 'decimal.js';
import { toDecimal } from '../format/toDecimal';
import { toMillis } from '../format/toMillis';

/** The chart's intervals, in the order the switch shows them (the names etf/kline takes). */
export const KLINE_PERIODS = ['1m', '5m', '15m', '1h', '1d', '1w'] as const;
export type KLinePeriod = (typeof KLINE_PERIODS)[number];

/** The period names etf/kline takes (the catalogue's enum) for the short names the interval switch shows. */
export const KLINE_API_PERIOD = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '1h': '1hour',
  '1d': '1day',
  '1w': '1week',
} as const satisfies Record<KLinePeriod, string>;

const MINUTE = 60_000;
export const PERIOD_MS: Record<KLinePeriod, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

/** One candle; prices stay decimal strings (they are shown as text), time is epoch ms. */
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}

/** etf/kline's list, oldest first; rows with a missing time or price are dropped rather than drawn at zero. */
export function parseCandles(list: unknown): Candle[] {
  if (!Array.isArray(list)) return [];
  const out: Candle[] = [];
  for (const row of list) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const time = toMillis(r.time);
    const [open, high, low, close] = [r.open, r.high, r.low, r.close].map(toDecimal);
    if (time === undefined || !open || !high || !low || !close) continue;
    const volume = typeof r.volume === 'number' && Number.isFinite(r.volume) ? r.volume : 0;
    out.push({ time, open: open.toString(), high: high.toString(), low: low.toString(), close: close.toString(), volume });
  }
  return out.sort((a, b) => a.time - b.time);
}

/**
 * The live last candle: a price inside the last candle's period moves its close (and high or low);
 * a price past it opens a new candle at the start of the period it falls in. A price older than
 * the last candle changes nothing (a late tick must not rewrite history).
 */
export function applyLivePrice(candles: readonly Candle[], price: unknown, time: unknown, period: KLinePeriod): Candle[] {
  const p = toDecimal(price);
  const t = toMillis(time);
  const last = candles[candles.length - 1];
  if (!p || p.lte(0) || t === undefined || !last || t < last.time) return [...candles];
  const span = PERIOD_MS[period];
  const close = p.toString();
  if (t < last.time + span) {
    const high = Decimal.max(last.high, p).toString();
    const low = Decimal.min(last.low, p).toString();
    return [...candles.slice(0, -1), { ...last, close, high, low }];
  }
  const start = last.time + Math.floor((t - last.time) / span) * span;
  return [...candles, { time: start, open: close, high: close, low: close, close, volume: 0 }];
}

/** Simple moving average of the closes over n candles; null until n candles exist. 4 decimals, half up. */
export function movingAverage(candles: readonly Candle[], n: number): (string | null)[] {
  const out: (string | null)[] = [];
  let sum = new Decimal(0);
  candles.forEach((c, i) => {
    sum = sum.plus(c.close);
    if (i >= n) sum = sum.minus(candles[i - n]!.close);
    out.push(i >= n - 1 ? sum.div(n).toFixed(4, Decimal.ROUND_HALF_UP) : null);
  });
  return out;
}

/** The text alternative's figures: the last candle and its change from the candle before. */
export interface CandleSummary {
  last: Candle;
  change?: string;
  /** A fraction, as the API's rates are ("-0.0125"). */
  changeRate?: string;
  direction: 'rise' | 'fall' | 'flat';
}

export function summarize(candles: readonly Candle[]): CandleSummary | undefined {
  const last = candles[candles.length - 1];
  if (!last) return undefined;
  const prev = candles[candles.length - 2];
  if (!prev) return { last, direction: 'flat' };
  const change = new Decimal(last.close).minus(prev.close);
  const base = new Decimal(prev.close);
  const changeRate = base.isZero() ? undefined : change.div(base).toFixed(6, Decimal.ROUND_HALF_UP);
  return { last, change: change.toString(), changeRate, direction: change.gt(0) ? 'rise' : change.lt(0) ? 'fall' : 'flat' };
}
