import type { Db, Queryable } from '../db/types';

/**
 * Durable jobs on the database we already have. graphile-worker and pg-boss were the first choice,
 * but both connect through node-postgres (a connection string or a pg Pool, LISTEN/NOTIFY on a
 * dedicated client, advisory locks per connection) and PGlite here is an in-process database with
 * no wire protocol, so neither runs on both databases. A table claimed with FOR UPDATE SKIP LOCKED
 * does: see migration 014_jobs.sql.
 */
export interface JobKey {
  kind: string;
  subject: string;
  /** What makes a repeat of the same job distinct (a date, an expiry instant): (kind, subject, period) runs once. */
  period: string;
}

export interface Job extends JobKey {
  id: string;
  run_at: Date;
  attempts: number;
}

/**
 * Work a job does outside any transaction: a call to another service (a push service) that may take
 * seconds must not hold a transaction open, which on PGlite, one connection, would stall every
 * other query. `run` may return what to record of the answer, written in a transaction of its own.
 */
export interface OutsideWork {
  run(): Promise<((q: Queryable) => Promise<void>) | void>;
}

/**
 * Runs one job inside the claim's transaction: its writes and the job's "done" commit together. A
 * handler that returns OutsideWork has its job leased instead (OUTSIDE_LEASE_MS), and done only
 * once the work outside succeeded: at least once, so such work must be safe to repeat (a push
 * carries a tag, and a repeat replaces the first).
 */
export type JobHandler = (q: Queryable, job: Job, now: Date) => Promise<void | OutsideWork>;

/** Attempts before a job that keeps throwing is parked as failed (for operations to look at). */
const MAX_ATTEMPTS = 5;
/** How long work outside a transaction holds its job: a runner that dies meanwhile leaves it to the next after this. */
const OUTSIDE_LEASE_MS = 5 * 60_000;

/** Queues a job to run at or after runAt; a job with the same key already queued or done is kept as it is. */
export async function enqueueJob(q: Queryable, key: JobKey, runAt: Date, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO jobs (kind, subject, period, run_at, status, created_at) VALUES ($1, $2, $3, $4, 'queued', $5)
     ON CONFLICT (kind, subject, period) DO NOTHING`,
    [key.kind, key.subject, key.period, runAt, now],
  );
}

/**
 * Runs every job due at `now`, one transaction each: claim (SKIP LOCKED, so another runner takes a
 * different row or none), run, mark done. A handler that throws rolls its writes back; the attempt
 * is counted in a transaction of its own and the job is tried again a minute later, up to
 * MAX_ATTEMPTS. Returns how many jobs ran to done.
 */
export async function runDue(db: Db, handlers: Record<string, JobHandler>, now: Date, max = 500): Promise<number> {
  let done = 0;
  for (let i = 0; i < max; i++) {
    let claimed: Job | undefined;
    let outside: OutsideWork | undefined;
    let error: unknown;
    try {
      await db.tx(async (q) => {
        const { rows } = await q.query<Job>(
          `SELECT id::text AS id, kind, subject, period, run_at, attempts FROM jobs
            WHERE status = 'queued' AND run_at <= $1 AND kind = ANY($2::text[])
            ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now, Object.keys(handlers)],
        );
        claimed = rows[0];
        if (!claimed) return;
        outside = (await handlers[claimed.kind]!(q, claimed, now)) ?? undefined;
        if (outside)
          await q.query(`UPDATE jobs SET attempts = attempts + 1, run_at = $2 WHERE id = $1`, [
            claimed.id,
            new Date(now.getTime() + OUTSIDE_LEASE_MS),
          ]);
        else await q.query(`UPDATE jobs SET status = 'done', attempts = attempts + 1, done_at = $2 WHERE id = $1`, [claimed.id, now]);
      });
    } catch (e) {
      error = e;
    }
    if (!claimed) break;
    if (error === undefined && outside) {
      if (await finishOutside(db, claimed, outside, now)) done += 1;
      continue;
    }
    if (error === undefined) {
      done += 1;
      continue;
    }
    await db.query(
      `UPDATE jobs SET attempts = attempts + 1, last_error = $2, run_at = $3,
         status = CASE WHEN attempts + 1 >= $4 THEN 'failed' ELSE 'queued' END WHERE id = $1 AND status = 'queued'`,
      [claimed.id, String(error), new Date(now.getTime() + 60_000), MAX_ATTEMPTS],
    );
  }
  return done;
}

/**
 * Does a leased job's outside work, then marks it done with what the work records, or due again in
 * a minute when it threw (its attempt was counted with the lease). Both only while the lease is
 * still this runner's: a runner slower than the lease finds its job taken over and records nothing.
 */
async function finishOutside(db: Db, job: Job, work: OutsideWork, now: Date): Promise<boolean> {
  const leasedUntil = new Date(now.getTime() + OUTSIDE_LEASE_MS);
  try {
    const record = await work.run();
    return await db.tx(async (q) => {
      const { rows } = await q.query<{ id: string }>(
        `UPDATE jobs SET status = 'done', done_at = $2 WHERE id = $1 AND status = 'queued' AND run_at = $3 RETURNING id::text AS id`,
        [job.id, now, leasedUntil],
      );
      if (rows.length === 0) return false;
      if (record) await record(q);
      return true;
    });
  } catch (e) {
    await db.query(
      `UPDATE jobs SET last_error = $2, run_at = $3, status = CASE WHEN attempts >= $4 THEN 'failed' ELSE 'queued' END
        WHERE id = $1 AND status = 'queued' AND run_at = $5`,
      [job.id, String(e), new Date(now.getTime() + 60_000), MAX_ATTEMPTS, leasedUntil],
    );
    return false;
  }
}

/** Runs due jobs every intervalMs (0: never; tests call runDue themselves). Returns the stop function. */
export function startJobTimer(db: Db, handlers: Record<string, JobHandler>, now: () => Date, intervalMs: number): () => Promise<void> {
  if (intervalMs <= 0) return async () => undefined;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // One pass at a time per instance; other instances are kept apart by SKIP LOCKED.
    running = running.then(() => runDue(db, handlers, now())).catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
