import type { Queryable } from '../db/types';

export interface WindowState {
  hits: number;
  /** Seconds until the window closes (and the count starts again). */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in the database, so every API instance shares them. One statement
 * counts the hit and restarts an expired window, so concurrent hits cannot both slip through.
 */
export async function hitWindow(q: Queryable, bucket: string, windowSeconds: number, now: Date): Promise<WindowState> {
  const { rows } = await q.query<{ hits: number; window_start: Date }>(
    `INSERT INTO rate_windows (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_windows.window_start <= $3 THEN 1 ELSE rate_windows.hits + 1 END,
       window_start = CASE WHEN rate_windows.window_start <= $3 THEN $2 ELSE rate_windows.window_start END
     RETURNING hits, window_start`,
    [bucket, now, new Date(now.getTime() - windowSeconds * 1000)],
  );
  return stateOf(rows[0]!, windowSeconds, now);
}

/** The current count without adding a hit (0 when the window has closed). */
export async function peekWindow(q: Queryable, bucket: string, windowSeconds: number, now: Date): Promise<WindowState> {
  const { rows } = await q.query<{ hits: number; window_start: Date }>('SELECT hits, window_start FROM rate_windows WHERE bucket = $1', [
    bucket,
  ]);
  return windowState(rows[0], windowSeconds, now);
}

/** A window's count as read (0 when there is none or it has closed). */
export function windowState(row: { hits: number; window_start: Date } | undefined, windowSeconds: number, now: Date): WindowState {
  if (!row || new Date(row.window_start).getTime() <= now.getTime() - windowSeconds * 1000) return { hits: 0, retryAfter: 0 };
  return stateOf(row, windowSeconds, now);
}

export async function clearWindow(q: Queryable, bucket: string): Promise<void> {
  await q.query('DELETE FROM rate_windows WHERE bucket = $1', [bucket]);
}

function stateOf(row: { hits: number; window_start: Date }, windowSeconds: number, now: Date): WindowState {
  const ends = new Date(row.window_start).getTime() + windowSeconds * 1000;
  return { hits: Number(row.hits), retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}
