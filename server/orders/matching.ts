import type { Services } from '../services';
import type { JobHandler } from '../jobs/jobs';
import { endPending, executeIfDue } from './execute';
import { claimPending } from './rows';
import { lockMember } from '../ledger/member-lock';

/**
 * Checks the pending limit orders of one line against its latest quote. Candidates are read without
 * a lock, then each is claimed in a transaction of its own (FOR UPDATE SKIP LOCKED, then a
 * conditional UPDATE): with several instances hearing the same tick, each order is filled by
 * exactly one, and a revoke or an expiry waiting on the row finds it no longer pending.
 */
export async function fillPendingOn(services: Services, code: string): Promise<number> {
  const quote = services.market.quote(code);
  if (!quote) return 0;
  const { rows } = await services.db.query<{ id: string; member_id: string }>(
    `SELECT id::text AS id, member_id::text AS member_id FROM etf_orders
      WHERE code = $1 AND status = 'pending' AND delegate_type = 'limit' AND created_at <= $2
        AND ((side = 'buy' AND limit_price >= $3) OR (side = 'sell' AND limit_price <= $4))
      ORDER BY id`,
    [code, quote.time, quote.ask, quote.bid],
  );
  let filled = 0;
  for (const { id, member_id } of rows) {
    const outcome = await services.db.tx(async (q) => {
      // The member first, as every money write of theirs does (ledger/member-lock.ts), then the order.
      await lockMember(q, member_id);
      const order = await claimPending(q, id);
      return order ? executeIfDue(q, services, order, quote, services.clock.now()) : null;
    });
    if (outcome === 'transacted') filled += 1;
  }
  return filled;
}

interface Matcher {
  /** Lines that ticked since their last pass, in the order they ticked. */
  dirty: Set<string>;
  /** The pass loop while it runs. */
  loop: Promise<void> | null;
}

const matchers = new WeakMap<Services, Matcher>();

/**
 * Subscribes the order book to the market's ticks. A tick marks its line; one loop per instance
 * passes over the marked lines one at a time, so matching holds at most one database connection
 * whatever the market does: 45 lines ticking at once (every second while both exchanges are open,
 * and all together when the source starts) once queued 45 passes side by side and filled the
 * bounded database line, refusing members' requests as busy. A line that ticks again before its
 * pass needs only that one pass: it reads the latest quote when it runs. Returns the unsubscribe function.
 */
export function startMatching(services: Services): () => void {
  const m: Matcher = { dirty: new Set(), loop: null };
  matchers.set(services, m);
  const drain = async () => {
    for (let code = first(m.dirty); code !== undefined; code = first(m.dirty)) {
      m.dirty.delete(code);
      // A failed pass (the database busy or away) is retried by the line's next tick.
      await fillPendingOn(services, code).catch(() => undefined);
    }
    m.loop = null;
  };
  return services.market.onTick((quote) => {
    m.dirty.add(quote.code);
    m.loop ??= drain();
  });
}

function first(set: Set<string>): string | undefined {
  for (const value of set) return value;
  return undefined;
}

/** Resolves when every queued matching pass of this instance has run (tests, shutdown). */
export async function matchingIdle(services: Services): Promise<void> {
  const m = matchers.get(services);
  while (m?.loop) await m.loop;
}

/** The durable expiry of a pending order (DAY at its session's close, GTC at its longest life). */
export function expireJob(): JobHandler {
  return async (q, job, now) => {
    const { rows } = await q.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM etf_orders WHERE id = $1', [
      job.subject,
    ]);
    if (rows[0]) await lockMember(q, rows[0].member_id);
    await endPending(q, job.subject, 'expired', now, { expiredBy: now });
  };
}
