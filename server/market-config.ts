import path from 'node:path';

export type MarketSource = 'simulator' | 'replay' | 'file-drop';

/** Where prices come from and how fresh they must be (docs/market-data.md). */
export interface MarketConfig {
  /** MARKET_SOURCE: simulator (default), replay or file-drop. */
  source: MarketSource;
  /** MARKET_SEED: the simulator's seed; the same seed gives the same prices on every instance and restart. */
  seed: number;
  /**
   * MARKET_TICK_MS: how often a source produces ticks (1000 by default). 0: never on its own,
   * only through tickNow() (tests drive time with the manual clock).
   */
  tickMs: number;
  /** MARKET_STALE_SECONDS: a quote older than this (during its session) is stale: shown so, and nothing fills on it. */
  staleSeconds: number;
  /** MARKET_BACKFILL_DAYS: daily history written on a fresh start (calendar days back); 0 skips the backfill. */
  backfillDays: number;
  /** MARKET_BACKFILL_MINUTE_SESSIONS: sessions of one-minute history written on a fresh start. */
  backfillMinuteSessions: number;
  /** MARKET_REPLAY_DIR: the folder of recorded one-minute bars (CODE.csv) the replay source plays. */
  replayDir: string;
  /** MARKET_DROP_DIR: the folder the file-drop source imports end-of-day bars from (processed files go to done/). */
  dropDir: string;
}

export function loadMarketConfig(env: NodeJS.ProcessEnv): MarketConfig {
  const source = (env.MARKET_SOURCE || 'simulator') as MarketSource;
  if (!['simulator', 'replay', 'file-drop'].includes(source)) {
    throw new Error(`MARKET_SOURCE must be simulator, replay or file-drop, got ${env.MARKET_SOURCE}`);
  }
  return {
    source,
    seed: whole(env.MARKET_SEED, 'MARKET_SEED', 20261125, 0, 2 ** 31 - 1),
    tickMs: whole(env.MARKET_TICK_MS, 'MARKET_TICK_MS', 1000, 0, 3_600_000),
    staleSeconds: whole(env.MARKET_STALE_SECONDS, 'MARKET_STALE_SECONDS', 120, 1, 86_400),
    backfillDays: whole(env.MARKET_BACKFILL_DAYS, 'MARKET_BACKFILL_DAYS', 370, 0, 3650),
    backfillMinuteSessions: whole(env.MARKET_BACKFILL_MINUTE_SESSIONS, 'MARKET_BACKFILL_MINUTE_SESSIONS', 5, 0, 30),
    replayDir: path.resolve(env.MARKET_REPLAY_DIR ?? './tests/fixtures/market/replay'),
    dropDir: path.resolve(env.MARKET_DROP_DIR ?? './data/market-drop'),
  };
}

function whole(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}
