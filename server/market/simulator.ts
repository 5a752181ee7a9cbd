import { INSTRUMENTS } from '@core/market/instruments';
import { previousSession, sessionAt, sessionsBetween } from '@core/market/calendar';
import type { Instrument, Session } from '@core/market/types';
import { priceString, simDailyBar, simSessionMinutes, simStateAt, tickDecimals, type SimBar } from '@core/market/sim-path';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { MarketConfig } from '../market-config';
import type { Quote } from './market-data';
import { fedMarket, type FedMarket } from './fed-market';
import { upsertDailyCandles, upsertMinuteCandles, type CandleRow, type DailyRow } from './candles';
import { simFxRate } from './sim-fx';

export const SIMULATED = 'Simulated';

export interface BackfillReport {
  dailyRows: number;
  minuteRows: number;
  ms: number;
}

/** A source tests and the app drive alike: ticks come from tickNow(), on a timer only when tickMs > 0. */
export interface TickingMarket extends FedMarket {
  /** Produces the ticks of this instant (services.clock) for every open line, and persists the candles. */
  tickNow(): Promise<void>;
}

export interface SimulatorMarket extends TickingMarket {
  /** Writes the missing daily and minute history up to now (a fresh start writes all of it); the amounts default to the config's. */
  backfill(amount?: { days: number; minuteSessions: number }): Promise<BackfillReport>;
}

export interface SourceDeps {
  db: Db;
  clock: Clock;
  config: MarketConfig;
  log?: (line: string) => void;
}

/** The quote of a line at a price, with the bid/ask spread the simulator publishes (about 2 basis points, at least a tick). */
export function spreadQuote(
  inst: Instrument,
  fields: { last: number; open: number; high: number; low: number; prevClose: number; volume: number; time: Date },
  source: string,
): Quote {
  const tick = Number(inst.tick_size);
  const dp = tickDecimals(inst.tick_size);
  const lastT = Math.max(2, Math.round(fields.last / tick));
  const halfT = Math.max(1, Math.round((fields.last * 0.0001) / tick));
  return {
    code: inst.code,
    bid: ((lastT - halfT) * tick).toFixed(dp),
    ask: ((lastT + halfT) * tick).toFixed(dp),
    last: (lastT * tick).toFixed(dp),
    open: priceString(fields.open, inst.tick_size),
    high: priceString(fields.high, inst.tick_size),
    low: priceString(fields.low, inst.tick_size),
    prev_close: priceString(fields.prevClose, inst.tick_size),
    volume: fields.volume,
    time: fields.time,
    source,
  };
}

function row(inst: Instrument, bar: SimBar, upto: Date): CandleRow {
  const p = (n: number) => priceString(n, inst.tick_size);
  return {
    code: inst.code,
    time: bar.time,
    open: p(bar.open),
    high: p(bar.high),
    low: p(bar.low),
    close: p(bar.close),
    volume: bar.volume,
    source: SIMULATED,
    upto,
  };
}

/**
 * The deterministic simulator (MARKET_SOURCE=simulator, the default): every price is a pure
 * function of (seed, code, time) (core/market/sim-path.ts), so a restart continues the same path
 * and several instances publish the same ticks and write the same candles.
 */
export function simulatorMarket(deps: SourceDeps): SimulatorMarket {
  const { db, clock, config } = deps;
  const seed = config.seed;
  let timer: ReturnType<typeof setInterval> | undefined;
  let ticking = false;
  // Set by stop(): a backfill running behind a listening server ends at its next chunk.
  let stopped = false;

  const base = fedMarket(SIMULATED, {
    start: async () => {
      if (config.backfillDays > 0 || config.backfillMinuteSessions > 0) {
        const r = await market.backfill();
        deps.log?.(`market: backfill wrote ${r.dailyRows} daily and ${r.minuteRows} minute candles in ${(r.ms / 1000).toFixed(1)} s`);
      }
      if (stopped) return;
      seedCloses();
      await market.tickNow();
      if (config.tickMs > 0) {
        timer = setInterval(() => {
          // A slow database must not pile ticks up: skip a beat instead.
          if (ticking) return;
          ticking = true;
          market.tickNow().then(
            () => (ticking = false),
            (err: unknown) => {
              ticking = false;
              deps.log?.(`market: tick failed: ${String(err)}`);
            },
          );
        }, config.tickMs);
        timer.unref?.();
      }
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  });

  // Outside its session a line shows the last close, timed at that session's close (not a tick: no trade happened).
  function seedCloses() {
    const now = clock.now();
    for (const inst of INSTRUMENTS) {
      if (sessionAt(inst.market, now) || base.quote(inst.code)) continue;
      const s = previousSession(inst.market, now);
      const day = simDailyBar(seed, inst, s);
      const prev = simStateAt(seed, inst, s, s.open).prevClose;
      base.feed(
        spreadQuote(
          inst,
          { last: day.close, open: day.open, high: day.high, low: day.low, prevClose: prev, volume: day.volume, time: s.close },
          SIMULATED,
        ),
      );
    }
    feedFx(now);
  }

  function feedFx(now: Date) {
    for (const currency of ['USD', 'GBP'] as const)
      base.feedFx({ currency, rate: simFxRate(seed, currency, now), time: now, source: SIMULATED });
  }

  const market: SimulatorMarket = {
    ...base,
    async tickNow() {
      const now = clock.now();
      const minutes: CandleRow[] = [];
      const days: DailyRow[] = [];
      const quotes: Quote[] = [];
      for (const inst of INSTRUMENTS) {
        const session = sessionAt(inst.market, now);
        if (!session) continue;
        const st = simStateAt(seed, inst, session, now);
        quotes.push(
          spreadQuote(
            inst,
            {
              last: st.last,
              open: st.day.open,
              high: st.day.high,
              low: st.day.low,
              prevClose: st.prevClose,
              volume: st.day.volume,
              time: now,
            },
            SIMULATED,
          ),
        );
        minutes.push(row(inst, st.minute, now));
        days.push({ ...row(inst, st.day, now), date: session.date });
      }
      if (quotes.length > 0) {
        // The candles first: a subscriber that reads the chart on a tick finds the tick's candle there.
        await db.tx(async (q) => {
          await upsertMinuteCandles(q, minutes);
          await upsertDailyCandles(q, days);
        });
        feedFx(now);
        for (const quote of quotes) base.feed(quote);
      }
    },
    async backfill(amount = { days: config.backfillDays, minuteSessions: config.backfillMinuteSessions }) {
      const started = performance.now();
      const now = clock.now();
      const latest = await latestCandles(db);
      let dailyRows = 0;
      let minuteRows = 0;
      const from = new Date(now.getTime() - amount.days * 86_400_000);
      // One line at a time, each in chunks of its own transaction, oldest first: making every
      // line's candles before writing any held the event loop for seconds of a fresh start (no
      // request answered meanwhile), and requests served now wait for one line's making or one
      // chunk at most (PGlite runs one transaction at a time). A start stopped or killed part-way
      // resumes after each line's newest candle written (latestCandles).
      for (const inst of INSTRUMENTS) {
        if (stopped) break;
        const daily: DailyRow[] = [];
        const minute: CandleRow[] = [];
        const sessions = sessionsBetween(inst.market, from, now).filter((s) => s.close <= now);
        const lastDay = latest.daily.get(inst.code);
        for (const s of sessions) {
          if (lastDay && s.date <= lastDay) continue;
          daily.push({ ...row(inst, simDailyBar(seed, inst, s), s.close), date: s.date });
        }
        const minuteSessions = lastSessions(inst, now, amount.minuteSessions);
        const lastMinute = latest.minute.get(inst.code);
        for (const s of minuteSessions) {
          for (const bar of simSessionMinutes(seed, inst, s)) {
            const end = new Date(bar.time.getTime() + 60_000);
            if (end > now || (lastMinute && bar.time <= lastMinute)) continue;
            minute.push(row(inst, bar, end));
          }
        }
        for (let i = 0; i < daily.length && !stopped; i += BACKFILL_CHUNK) {
          await db.tx((q) => upsertDailyCandles(q, daily.slice(i, i + BACKFILL_CHUNK)));
        }
        for (let i = 0; i < minute.length && !stopped; i += BACKFILL_CHUNK) {
          await db.tx((q) => upsertMinuteCandles(q, minute.slice(i, i + BACKFILL_CHUNK)));
        }
        dailyRows += daily.length;
        minuteRows += minute.length;
        // A line with nothing to write still lets waiting requests in before the next is made.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return { dailyRows, minuteRows, ms: performance.now() - started };
    },
  };
  return market;
}

/** Candles written per transaction by the backfill (about 40 ms each on PGlite). */
const BACKFILL_CHUNK = 2000;

/** The last n sessions that have opened by `now` (the current one included), oldest first. */
function lastSessions(inst: Instrument, now: Date, n: number): Session[] {
  const out: Session[] = [];
  let at = now;
  for (let i = 0; i < n; i++) {
    const s = previousSession(inst.market, at);
    out.unshift(s);
    at = new Date(s.open.getTime() - 1);
  }
  return out;
}

async function latestCandles(db: Db): Promise<{ daily: Map<string, string>; minute: Map<string, Date> }> {
  const d = await db.query<{ code: string; date: string }>(`SELECT code, max(date)::text AS date FROM market_candles_1d GROUP BY code`);
  const m = await db.query<{ code: string; time: Date }>(`SELECT code, max(time) AS time FROM market_candles_1m GROUP BY code`);
  return { daily: new Map(d.rows.map((r) => [r.code, r.date])), minute: new Map(m.rows.map((r) => [r.code, new Date(r.time)])) };
}
