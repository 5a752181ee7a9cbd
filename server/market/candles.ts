import type { Queryable } from '../db/types';

/** One candle as stored: prices are decimal strings in the line's quote currency. */
export interface CandleRow {
  code: string;
  time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
  source: string;
  /** The instant the candle is complete to: a later one replaces an earlier partial, never the reverse. */
  upto: Date;
}

export interface DailyRow extends CandleRow {
  /** The exchange-local date of the session. */
  date: string;
}

// 1,000 rows of 9-10 parameters stays far below PostgreSQL's 65,535 parameters per statement.
const BATCH = 1000;

const UPSERT_SET = `open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close,
  volume = EXCLUDED.volume, source = EXCLUDED.source, upto = EXCLUDED.upto`;

/** Writes one-minute candles in batches; a candle already complete to a later instant is kept. */
export async function upsertMinuteCandles(q: Queryable, rows: readonly CandleRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const params: unknown[] = [];
    const values = chunk.map((r) => {
      const n = params.length;
      params.push(r.code, r.time, r.open, r.high, r.low, r.close, r.volume, r.source, r.upto);
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}, $${n + 8}, $${n + 9})`;
    });
    await q.query(
      `INSERT INTO market_candles_1m (code, time, open, high, low, close, volume, source, upto) VALUES ${values.join(', ')}
       ON CONFLICT (code, time) DO UPDATE SET ${UPSERT_SET} WHERE market_candles_1m.upto < EXCLUDED.upto`,
      params,
    );
  }
}

/** Writes daily candles in batches, the same way. */
export async function upsertDailyCandles(q: Queryable, rows: readonly DailyRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const params: unknown[] = [];
    const values = chunk.map((r) => {
      const n = params.length;
      params.push(r.code, r.date, r.time, r.open, r.high, r.low, r.close, r.volume, r.source, r.upto);
      return `($${n + 1}, $${n + 2}::date, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}, $${n + 8}, $${n + 9}, $${n + 10})`;
    });
    await q.query(
      `INSERT INTO market_candles_1d (code, date, time, open, high, low, close, volume, source, upto) VALUES ${values.join(', ')}
       ON CONFLICT (code, date) DO UPDATE SET ${UPSERT_SET}, time = EXCLUDED.time WHERE market_candles_1d.upto < EXCLUDED.upto`,
      params,
    );
  }
}

export type KlinePeriod = '1min' | '5min' | '15min' | '30min' | '1hour' | '1day' | '1week' | '1month';

export interface Kline {
  time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}

const MINUTE_PERIODS: Partial<Record<KlinePeriod, number>> = { '1min': 60, '5min': 300, '15min': 900, '30min': 1800, '1hour': 3600 };

/**
 * The newest `limit` candles of a period before `before`, oldest first. Minute periods aggregate
 * the one-minute table, day-based ones the daily table, in SQL. `offsetSeconds` shifts the bucket
 * grid: U.S. sessions open at :30, so their hours run 9:30-10:30 as brokers show them.
 */
export async function readKlines(
  q: Queryable,
  code: string,
  period: KlinePeriod,
  opts: { limit: number; before: Date; offsetSeconds?: number },
): Promise<Kline[]> {
  const seconds = MINUTE_PERIODS[period];
  const agg = `(array_agg(open ORDER BY time))[1]::text AS open, max(high)::text AS high, min(low)::text AS low,
    (array_agg(close ORDER BY time DESC))[1]::text AS close, sum(volume)::text AS volume`;
  let sql: string;
  let params: unknown[];
  if (seconds === 60) {
    sql = `SELECT time AS bucket, open::text AS open, high::text AS high, low::text AS low, close::text AS close, volume::text AS volume
      FROM market_candles_1m WHERE code = $1 AND time < $2 ORDER BY time DESC LIMIT $3`;
    params = [code, opts.before, opts.limit];
  } else if (seconds) {
    const off = seconds >= 3600 ? (opts.offsetSeconds ?? 0) : 0;
    sql = `SELECT to_timestamp(floor((extract(epoch FROM time) - $4) / $5) * $5 + $4) AS bucket, ${agg}
      FROM market_candles_1m WHERE code = $1 AND time < $2 GROUP BY 1 ORDER BY 1 DESC LIMIT $3`;
    params = [code, opts.before, opts.limit, off, seconds];
  } else if (period === '1day') {
    sql = `SELECT time AS bucket, open::text AS open, high::text AS high, low::text AS low, close::text AS close, volume::text AS volume
      FROM market_candles_1d WHERE code = $1 AND time < $2 ORDER BY date DESC LIMIT $3`;
    params = [code, opts.before, opts.limit];
  } else {
    // Weeks start on Monday and months on the 1st (exchange-local dates); the bar's time is its first session's open.
    const unit = period === '1week' ? 'week' : 'month';
    sql = `SELECT min(time) AS bucket, ${agg}
      FROM market_candles_1d WHERE code = $1 AND time < $2 GROUP BY date_trunc('${unit}', date) ORDER BY 1 DESC LIMIT $3`;
    params = [code, opts.before, opts.limit];
  }
  const { rows } = await q.query<{ bucket: Date; open: string; high: string; low: string; close: string; volume: string }>(sql, params);
  return rows.reverse().map((r) => ({
    time: new Date(r.bucket),
    open: r.open,
    high: r.high,
    low: r.low,
    close: r.close,
    volume: Number(r.volume),
  }));
}

/** How many candles a line has (backfill checks and the report). */
export async function countCandles(q: Queryable, table: 'market_candles_1m' | 'market_candles_1d', code?: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${table}${code ? ' WHERE code = $1' : ''}`,
    code ? [code] : [],
  );
  return Number(rows[0]!.n);
}
