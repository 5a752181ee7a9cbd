import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';

type JobStatus = 'queued' | 'done' | 'failed';
type JobRow = ApiMap['ops/jobs']['response']['list'][number];

/**
 * Failed first (they need a person), then what is waiting in the order it will run, then the done
 * ones newest first: the screen opens on what matters now. Ties keep the id order so pages are stable.
 */
const ORDER = `CASE status WHEN 'failed' THEN 0 WHEN 'queued' THEN 1 ELSE 2 END,
  CASE WHEN status = 'queued' THEN run_at END ASC,
  CASE WHEN status = 'failed' THEN run_at END DESC,
  done_at DESC NULLS LAST, id DESC`;

/** One page of job runs (optionally one status and/or kind) and the count per status (of that kind). */
export async function jobRuns(q: Queryable, input: ApiMap['ops/jobs']['request']): Promise<ApiMap['ops/jobs']['response']> {
  const status = input.status ?? null;
  const kind = input.kind?.trim() ? input.kind.trim() : null;
  const where = '($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR kind = $2)';
  const { rows, ...paging } = await queryPage<{
    id: string;
    kind: string;
    subject: string;
    period: string;
    status: JobStatus;
    attempts: number;
    last_error: string | null;
    run_at: Date;
    done_at: Date | null;
  }>(
    q,
    {
      rows: `SELECT id::text AS id, kind, subject, period, status, attempts, last_error, run_at, done_at
               FROM jobs WHERE ${where} ORDER BY ${ORDER}`,
      count: `SELECT count(*)::text AS n FROM jobs WHERE ${where}`,
    },
    [status, kind],
    input,
  );
  const list: JobRow[] = rows.map((r) => ({
    ...r,
    id: Number(r.id),
    attempts: Number(r.attempts),
    run_at: unixSeconds(r.run_at),
    done_at: unixSecondsOrNull(r.done_at),
  }));
  // The tabs' counts follow the kind filter but not the status one, so every tab shows its own size.
  const counted = await q.query<{ status: JobStatus; n: string }>(
    'SELECT status, count(*)::text AS n FROM jobs WHERE ($1::text IS NULL OR kind = $1) GROUP BY status',
    [kind],
  );
  const counts = { queued: 0, done: 0, failed: 0 };
  for (const c of counted.rows) counts[c.status] = Number(c.n);
  return { ...paging, list, counts };
}

/** A job as it stands before a retry, locked for the change (undefined when there is no such job). */
export async function lockJob(
  q: Queryable,
  id: number,
): Promise<
  | { kind: string; subject: string; period: string; status: JobStatus; attempts: number; last_error: string | null; run_at: Date }
  | undefined
> {
  const { rows } = await q.query<{
    kind: string;
    subject: string;
    period: string;
    status: JobStatus;
    attempts: number;
    last_error: string | null;
    run_at: Date;
  }>('SELECT kind, subject, period, status, attempts, last_error, run_at FROM jobs WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/**
 * Queues a failed job again, due now. Attempts are kept (they are the job's history, and the audit
 * row says who asked for one more); the next failure parks it as failed again at once.
 */
export async function requeueFailedJob(q: Queryable, id: number, now: Date): Promise<boolean> {
  const { rows } = await q.query(`UPDATE jobs SET status = 'queued', run_at = $2 WHERE id = $1 AND status = 'failed' RETURNING id`, [
    id,
    now,
  ]);
  return rows.length === 1;
}
