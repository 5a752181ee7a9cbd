import { isOpen } from '@core/market/calendar';
import { instrumentOf } from '@core/market/instruments';
import { advanceTrigger } from '@core/market/trigger';
import type { Services } from '../services';
import type { JobHandler } from '../jobs/jobs';
import type { Queryable } from '../db/types';
import type { Quote } from '../market/market-data';
import { soleProducer, type ProducerLease } from '../realtime/producer-lease';
import { endPending, executeIfDue } from './execute';
import { claimPending, type OrderRow } from './rows';
import { isStale } from './terms';
import { lockMember } from '../ledger/member-lock';
import { writeNotice } from '../notices/notices';
import { Decimal } from '../ledger/money';

/**
 * One pass over one line at its latest quote: first the waiting conditional orders (a trigger is
 * written in a transaction of its own), then every order due to fill: limit orders the quote
 * reaches, and triggered orders (a stop's market order, a stop-limit's limit). Candidates are read
 * without a lock, then each is claimed in a transaction of its own (FOR UPDATE SKIP LOCKED, then a
 * conditional UPDATE): with several instances hearing the same tick, each order is triggered and
 * filled by exactly one, and a revoke or an expiry waiting on the row finds it no longer pending.
 * A process killed between a trigger and its fill leaves the order triggered: the next pass fills it.
 */
export async function fillPendingOn(services: Services, code: string): Promise<number> {
  const quote = services.market.quote(code);
  if (!quote) return 0;
  const now = services.clock.now();
  // One read per tick finds both kinds of work (every line ticks each second on a simulator: the pass
  // costs one query when there is nothing to do, as before the trigger engine).
  const { rows } = await services.db.query<{ id: string; member_id: string; waiting: boolean }>(
    `SELECT id::text AS id, member_id::text AS member_id, (trigger_type IS NOT NULL AND triggered_at IS NULL) AS waiting
       FROM etf_orders
      WHERE code = $1 AND status = 'pending' AND (
        (delegate_type = 'limit' AND (trigger_type IS NULL OR triggered_at IS NOT NULL) AND COALESCE(triggered_at, created_at) <= $2
          AND ((side = 'buy' AND limit_price >= $3) OR (side = 'sell' AND limit_price <= $4)))
        OR (delegate_type = 'market' AND triggered_at IS NOT NULL AND triggered_at <= $2)
        OR ($5 AND trigger_type IS NOT NULL AND triggered_at IS NULL AND created_at <= $2 AND ${MAY_MOVE_OR_FIRE}))
      ORDER BY id`,
    [code, quote.time, quote.ask, quote.bid, triggersMayMove(services, code, quote, now)],
  );
  // The trigger pass first: what it fires is filled below, in this pass, on the same quote.
  const fired = await stepWaiting(
    services,
    rows.filter((r) => r.waiting),
    quote,
    now,
  );
  const due = [...rows.filter((r) => !r.waiting), ...fired].sort((a, b) => Number(a.id) - Number(b.id));
  let filled = 0;
  for (const { id, member_id } of due) {
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

/** The waiting orders a quote can move (a trailing stop's better price) or fire; $3 is the ask, $4 the bid. */
const MAY_MOVE_OR_FIRE = `(
  (trigger_type IN ('stop', 'stop_limit', 'stop_loss') AND side = 'sell' AND stop_price >= $4)
  OR (trigger_type IN ('stop', 'stop_limit') AND side = 'buy' AND stop_price <= $3)
  OR (trigger_type = 'take_profit' AND stop_price <= $4)
  OR (trigger_type = 'trailing' AND side = 'sell' AND (trail_best < $4 OR stop_price >= $4))
  OR (trigger_type = 'trailing' AND side = 'buy' AND (trail_best > $3 OR stop_price <= $3)))`;

/** A trigger moves only on a fresh quote, while the exchange is in session, never on one from the future (a clock skew). */
function triggersMayMove(services: Services, code: string, quote: Quote, now: Date): boolean {
  const market = instrumentOf(code)?.market;
  return market !== undefined && isOpen(market, now) && !isStale(services, quote.time, now) && quote.time.getTime() <= now.getTime();
}

/**
 * The trigger engine's pass over one line (core/market/trigger.ts): each waiting order the quote may
 * move or fire is claimed and stepped in a transaction of its own. A fired order records the quote
 * (its time and price) and, for a take-profit or stop-loss, ends the other of its pair in the same
 * transaction. A stale quote or a closed market moves nothing: the orders wait. Answers the orders
 * it fired.
 */
async function stepWaiting(
  services: Services,
  rows: readonly { id: string; member_id: string }[],
  quote: Quote,
  now: Date,
): Promise<{ id: string; member_id: string }[]> {
  const fired: { id: string; member_id: string }[] = [];
  for (const row of rows) {
    const didFire = await services.db.tx(async (q) => {
      await lockMember(q, row.member_id);
      const order = await claimPending(q, row.id);
      return order && !order.triggered_at ? stepTrigger(q, order, quote, now) : false;
    });
    if (didFire) fired.push(row);
  }
  return fired;
}

/**
 * The trigger pass alone, on a given quote (what a process killed between a trigger and its fill
 * leaves behind is this pass's work without the fill's). Answers how many orders it fired.
 */
export async function triggerWaitingOn(services: Services, code: string, quote: Quote): Promise<number> {
  const now = services.clock.now();
  if (!triggersMayMove(services, code, quote, now)) return 0;
  const { rows } = await services.db.query<{ id: string; member_id: string }>(
    `SELECT id::text AS id, member_id::text AS member_id FROM etf_orders
      WHERE code = $1 AND status = 'pending' AND trigger_type IS NOT NULL AND triggered_at IS NULL AND created_at <= $2 AND ${MAY_MOVE_OR_FIRE}
      ORDER BY id`,
    [code, quote.time, quote.ask, quote.bid],
  );
  return (await stepWaiting(services, rows, quote, now)).length;
}

/** Steps one claimed, waiting order on the quote; true when it fired. */
async function stepTrigger(q: Queryable, order: OrderRow, quote: Quote, now: Date): Promise<boolean> {
  const step = advanceTrigger(
    {
      side: order.side,
      type: order.trigger_type!,
      stop: order.stop_price!,
      trail:
        order.trail_amount !== null
          ? { amount: order.trail_amount }
          : order.trail_percent !== null
            ? { percent: order.trail_percent }
            : undefined,
      best: order.trail_best ?? undefined,
    },
    quote,
  );
  await q.query(
    `UPDATE etf_orders SET stop_price = $2, trail_best = $3, triggered_at = $4, trigger_price = $5 WHERE id = $1 AND status = 'pending'`,
    [order.id, step.stop, step.best ?? null, step.fired === null ? null : quote.time, step.fired],
  );
  if (step.fired === null) return false;
  // One cancels the other: the pair's other order ends now, its share of the reservation passing to this one.
  if (order.oco_id) await endPending(q, order.oco_id, 'revoked', now);
  return true;
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
 * pass needs only that one pass: it reads the latest quote when it runs. With several instances, only
 * the holder of the producer lease runs passes: its quotes are the ones members see, and one
 * evaluator per line keeps two instances from stepping one trailing stop on different prices.
 * Returns the unsubscribe function.
 */
export function startMatching(
  services: Services,
  lease: ProducerLease = soleProducer,
  // Other products' passes over a line that ticked (the copy stop-loss), run in the same loop after
  // the order book's, so a tick still holds at most one database connection.
  alsoOnTick: readonly ((services: Services, code: string) => Promise<unknown>)[] = [],
): () => void {
  const m: Matcher = { dirty: new Set(), loop: null };
  matchers.set(services, m);
  const drain = async () => {
    for (let code = first(m.dirty); code !== undefined; code = first(m.dirty)) {
      m.dirty.delete(code);
      // A failed pass (the database busy or away) is retried by the line's next tick.
      await fillPendingOn(services, code).catch(() => undefined);
      for (const pass of alsoOnTick) await pass(services, code).catch(() => undefined);
    }
    m.loop = null;
  };
  return services.market.onTick((quote) => {
    // One evaluator per line: the instance whose ticks are the published ones (realtime/producer-lease.ts).
    if (!lease.held()) return;
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
    const ended = await endPending(q, job.subject, 'expired', now, { expiredBy: now });
    // An order that filled or was revoked first is not pending: no expiry, no notice.
    if (ended)
      await writeNotice(
        q,
        ended.memberId,
        'orderExpired',
        { order: ended.orderNo, code: ended.code, quantity: new Decimal(ended.quantity).toFixed() },
        now,
      );
  };
}
