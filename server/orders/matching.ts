import type { Services } from '../services';
import type { JobHandler } from '../jobs/jobs';
import { endPending, executeIfDue } from './execute';
import { claimPending } from './rows';

/**
 * Checks the pending limit orders of one line against its latest quote. Candidates are read without
 * a lock, then each is claimed in a transaction of its own (FOR UPDATE SKIP LOCKED, then a
 * conditional UPDATE): with several instances hearing the same tick, each order is filled by
 * exactly one, and a revoke or an expiry waiting on the row finds it no longer pending.
 */
export async function fillPendingOn(services: Services, code: string): Promise<number> {
  const quote = services.market.quote(code);
  if (!quote) return 0;
  const { rows } = await services.db.query<{ id: string }>(
    `SELECT id::text AS id FROM etf_orders
      WHERE code = $1 AND status = 'pending' AND delegate_type = 'limit' AND created_at <= $2
        AND ((side = 'buy' AND limit_price >= $3) OR (side = 'sell' AND limit_price <= $4))
      ORDER BY id`,
    [code, quote.time, quote.ask, quote.bid],
  );
  let filled = 0;
  for (const { id } of rows) {
    const outcome = await services.db.tx(async (q) => {
      const order = await claimPending(q, id);
      return order ? executeIfDue(q, services, order, quote, services.clock.now()) : null;
    });
    if (outcome === 'transacted') filled += 1;
  }
  return filled;
}

const running = new WeakMap<Services, Map<string, Promise<unknown>>>();

/**
 * Subscribes the order book to the market's ticks: each tick of a line queues one pass over its
 * pending orders, one pass at a time per line on this instance (a burst of ticks does not pile up
 * transactions racing for the same rows). Returns the unsubscribe function.
 */
export function startMatching(services: Services): () => void {
  const chains = new Map<string, Promise<unknown>>();
  running.set(services, chains);
  return services.market.onTick((quote) => {
    const previous = chains.get(quote.code) ?? Promise.resolve();
    const next = previous.then(() => fillPendingOn(services, quote.code)).catch(() => undefined);
    chains.set(quote.code, next);
  });
}

/** Resolves when every queued matching pass of this instance has run (tests, shutdown). */
export async function matchingIdle(services: Services): Promise<void> {
  const chains = running.get(services);
  if (!chains) return;
  // A pass may be queued while we wait: wait until a round brings nothing new.
  for (;;) {
    const seen = [...chains.values()];
    await Promise.all(seen);
    if ([...chains.values()].every((p) => seen.includes(p))) return;
  }
}

/** The durable expiry of a pending order (DAY at its session's close, GTC at its longest life). */
export function expireJob(): JobHandler {
  return async (q, job, now) => {
    await endPending(q, job.subject, 'expired', now, { expiredBy: now });
  };
}
