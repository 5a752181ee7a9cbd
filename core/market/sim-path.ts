// The simulator's price path as a pure function of (seed, code, time): a restart continues the same
// path and two instances agree without talking to each other. Only +, -, *, / and Math.sqrt are
// used on doubles (all correctly rounded by IEEE 754) and integer hashing with Math.imul, so the
// path is bit-identical on every machine; no Math.exp/log/sin, whose last bits vary by platform.
import { sessionOfDate } from './calendar';
import type { Instrument, Session } from './types';
import { addDays } from './zonedTime';

/** The date the catalogue's starting prices belong to: the walk runs forwards and backwards from it. */
export const SIM_ANCHOR_DATE = '2025-11-03';

const TRADING_DAYS = 252;
const MINUTE_MS = 60_000;

/** One bar of the path in the line's quote currency, prices as numbers on the tick grid (formatted by simBarStrings). */
export interface SimBar {
  time: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A 32-bit hash of the seed and parts (FNV-1a over the text, then a murmur finaliser). */
function hash(seed: number, parts: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < parts.length; i++) {
    h ^= parts.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A standard normal draw (Irwin-Hall with four uniforms, rescaled): additions only, so exact everywhere. */
function normal(seed: number, parts: string): number {
  let sum = 0;
  for (let k = 0; k < 4; k++) sum += hash(seed, `${parts}|${k}`) / 4294967296;
  return (sum - 2) * Math.sqrt(3);
}

/** A uniform draw for index i of a stream whose base hash is `base`: integer mixing only, no strings (the backfill draws millions). */
function unitAt(base: number, i: number, k: number): number {
  let h = (base ^ Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function normalAt(base: number, i: number): number {
  return (unitAt(base, i, 0) + unitAt(base, i, 1) + unitAt(base, i, 2) + unitAt(base, i, 3) - 2) * Math.sqrt(3);
}

/** The number of decimals of a tick size ("0.01" -> 2, "0.25" -> 2, "1" -> 0). */
export function tickDecimals(tick: string): number {
  const dot = tick.indexOf('.');
  return dot < 0 ? 0 : tick.length - dot - 1;
}

/** A price on the line's tick grid, as the decimal string every reply carries. */
export function priceString(price: number, tick: string): string {
  const step = Number(tick);
  const snapped = Math.max(step, Math.round(price / step) * step);
  return snapped.toFixed(tickDecimals(tick));
}

// Closes per code, by date, memoised. Every walk caches each day it passes, so the cached days are
// one unbroken range around the anchor: a miss walks on from the range's nearer end, not from the
// anchor (from the anchor, each new day of a backfill re-walked the years before it).
const closeCache = new Map<string, { closes: Map<string, number>; first: string; last: string }>();

/** The daily step: drift over a day plus a normal shock scaled by the annual volatility. */
function dayReturn(seed: number, inst: Instrument, date: string): number {
  const dt = 1 / TRADING_DAYS;
  return inst.sim.drift * dt + inst.sim.volatility * Math.sqrt(dt) * normal(seed, `${inst.code}|d|${date}`);
}

/** The close of the session of `date` (or of the last session before it, on a closed day), unrounded. */
export function simClose(seed: number, inst: Instrument, date: string): number {
  const key = `${seed}|${inst.code}`;
  let cache = closeCache.get(key);
  if (!cache) {
    cache = { closes: new Map([[SIM_ANCHOR_DATE, Number(inst.sim.start_price)]]), first: SIM_ANCHOR_DATE, last: SIM_ANCHOR_DATE };
    closeCache.set(key, cache);
  }
  const hit = cache.closes.get(date);
  if (hit !== undefined) return hit;
  // One step per calendar day from the cached range's nearer end (closed days do not move).
  const forward = date > cache.last;
  let d = forward ? cache.last : cache.first;
  let price = cache.closes.get(d)!;
  while (d !== date) {
    const next = addDays(d, forward ? 1 : -1);
    if (forward) {
      if (sessionOfDate(inst.market, next)) price = price * (1 + dayReturn(seed, inst, next));
    } else if (sessionOfDate(inst.market, d)) {
      // The close of `next` is the close of `d` undone by d's own step.
      price = price / (1 + dayReturn(seed, inst, d));
    }
    cache.closes.set(next, price);
    d = next;
  }
  if (forward) cache.last = date;
  else cache.first = date;
  return price;
}

/** The previous session's close before `session` (the reference of the day's change). */
export function simPrevClose(seed: number, inst: Instrument, session: Session): number {
  return simClose(seed, inst, addDays(session.date, -1));
}

const minuteCache = new Map<string, SimBar[]>();

/**
 * Walks the one-minute bars of a whole session: a Brownian bridge from the open (the previous
 * close with a small gap) to the day's close, so minute and daily candles always agree. Calls
 * visit with plain numbers: the daily backfill aggregates millions of minutes without keeping them.
 */
function walkSession(
  seed: number,
  inst: Instrument,
  session: Session,
  visit: (i: number, open: number, high: number, low: number, close: number, volume: number) => void,
): number {
  const n = Math.round((session.close.getTime() - session.open.getTime()) / MINUTE_MS);
  const prev = simPrevClose(seed, inst, session);
  const close = simClose(seed, inst, session.date);
  const open = prev * (1 + 0.002 * normal(seed, `${inst.code}|gap|${session.date}`));
  const sigma = inst.sim.volatility / Math.sqrt(TRADING_DAYS * n);
  const mBase = hash(seed, `${inst.code}|m|${session.date}`);
  const hBase = hash(seed, `${inst.code}|h|${session.date}`);
  const lBase = hash(seed, `${inst.code}|l|${session.date}`);
  const vBase = hash(seed, `${inst.code}|v|${session.date}`);
  const walk = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) walk[i] = walk[i - 1]! + normalAt(mBase, i);
  const end = walk[n]!;
  const base = 200 + (hash(seed, `${inst.code}|vol`) % 5000);
  let o = open;
  for (let i = 0; i < n; i++) {
    const c = open + ((close - open) * (i + 1)) / n + (walk[i + 1]! - (end * (i + 1)) / n) * sigma * open;
    // Within a minute the price wanders a little beyond its open and close.
    const wiggle = sigma * o * 0.5;
    const high = Math.max(o, c) + wiggle * unitAt(hBase, i, 0);
    const low = Math.min(o, c) - wiggle * unitAt(lBase, i, 0);
    // More volume at the open and the close, as on real exchanges.
    const x = Math.abs(i - n / 2) / (n / 2);
    const volume = Math.round(base * (1 + 2 * x * x) * (0.5 + unitAt(vBase, i, 0)));
    visit(i, o, high, low, c, volume);
    o = c;
  }
  return n;
}

/** The one-minute bars of a whole session (memoised: the live ticks of a session read them again and again). */
export function simSessionMinutes(seed: number, inst: Instrument, session: Session): SimBar[] {
  const key = `${seed}|${inst.code}|${session.date}`;
  const cached = minuteCache.get(key);
  if (cached) return cached;
  const bars: SimBar[] = [];
  const t0 = session.open.getTime();
  walkSession(seed, inst, session, (i, open, high, low, close, volume) =>
    bars.push({ time: new Date(t0 + i * MINUTE_MS), open, high, low, close, volume }),
  );
  // Live ticks need the 45 current sessions and a backfill five per line: a small bound keeps memory flat.
  if (minuteCache.size > 500) minuteCache.clear();
  minuteCache.set(key, bars);
  return bars;
}

/** The session's daily bar: the aggregate of its minute bars, computed without keeping them. */
export function simDailyBar(seed: number, inst: Instrument, session: Session): SimBar {
  const cached = minuteCache.get(`${seed}|${inst.code}|${session.date}`);
  if (cached) return aggregateBars(cached, session.open);
  const day: SimBar = { time: session.open, open: 0, high: -Infinity, low: Infinity, close: 0, volume: 0 };
  walkSession(seed, inst, session, (i, open, high, low, close, volume) => {
    if (i === 0) day.open = open;
    if (high > day.high) day.high = high;
    if (low < day.low) day.low = low;
    day.close = close;
    day.volume += volume;
  });
  return day;
}

/** Bars merged into one (open of the first, close of the last, extremes, summed volume). */
export function aggregateBars(bars: readonly SimBar[], time: Date): SimBar {
  if (bars.length === 0) throw new Error('aggregateBars: no bars');
  return {
    time,
    open: bars[0]!.open,
    high: Math.max(...bars.map((b) => b.high)),
    low: Math.min(...bars.map((b) => b.low)),
    close: bars[bars.length - 1]!.close,
    volume: bars.reduce((s, b) => s + b.volume, 0),
  };
}

/**
 * The state of the session at instant `at` (inside it): the current minute's bar so far, the day's
 * bar so far and the last price. Within a minute the price moves linearly from the minute's open
 * to its close, so a tick at any second is a pure function of the time too.
 */
export function simStateAt(seed: number, inst: Instrument, session: Session, at: Date) {
  const bars = simSessionMinutes(seed, inst, session);
  const elapsed = at.getTime() - session.open.getTime();
  const i = Math.min(bars.length - 1, Math.max(0, Math.floor(elapsed / MINUTE_MS)));
  const bar = bars[i]!;
  const frac = Math.min(1, (elapsed - i * MINUTE_MS) / MINUTE_MS);
  const last = bar.open + (bar.close - bar.open) * frac;
  const minute: SimBar = {
    time: bar.time,
    open: bar.open,
    high: Math.max(bar.open, last) + (bar.high - Math.max(bar.open, bar.close)) * frac,
    low: Math.min(bar.open, last) - (Math.min(bar.open, bar.close) - bar.low) * frac,
    close: last,
    volume: Math.round(bar.volume * frac),
  };
  const day = aggregateBars([...bars.slice(0, i), minute], session.open);
  return { last, minute, day, prevClose: simPrevClose(seed, inst, session) };
}
