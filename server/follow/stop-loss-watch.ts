import { performance } from 'node:perf_hooks';
import { mirroredValue } from '@core/follow/mirroredValue';
import { stopLossBreached } from '@core/follow/stopLossBreached';
import { isOpen } from '@core/market/calendar';
import { instrumentOf } from '@core/market/instruments';
import type { Services } from '../services';
import { isStale } from '../orders/terms';
import { liveNav } from './nav';
import { providerById } from './providers';
import { settleSubscription } from './settle';
import { guardedSubscriptions, subscriptionById } from './subscriptions';

/** How long the lines under a copy stop-loss are known before they are read again (a stop-loss set or a line bought now is watched within this). */
export const GUARDED_LINES_MS = 5_000;

const guarded = new WeakMap<Services, { at: number; lines: Promise<Map<string, string[]>> }>();

/**
 * Which providers hold each line while a subscription to them carries a stop-loss: read at most every
 * GUARDED_LINES_MS, so the ticks of the 45 lines cost no query each (a simulator ticks every line
 * every second; reading this on each tick tripled the database work of every test server).
 */
function guardedLines(services: Services): Promise<Map<string, string[]>> {
  const known = guarded.get(services);
  if (known && performance.now() - known.at < GUARDED_LINES_MS) return known.lines;
  const lines = services.db
    .query<{ code: string; id: string }>(
      `SELECT DISTINCT e.code, p.id::text AS id FROM follow_providers p
         JOIN etf_positions e ON e.member_id = p.member_id AND e.quantity > 0
        WHERE p.status = 'active'
          AND EXISTS (SELECT 1 FROM follow_subscriptions s WHERE s.provider_id = p.id AND s.status = 'active' AND s.stop_loss IS NOT NULL)
        ORDER BY 1, 2`,
    )
    .then(({ rows }) => {
      const byLine = new Map<string, string[]>();
      for (const r of rows) byLine.set(r.code, [...(byLine.get(r.code) ?? []), r.id]);
      return byLine;
    });
  guarded.set(services, { at: performance.now(), lines });
  // A failed read is not kept: the next tick asks again.
  lines.catch(() => guarded.delete(services));
  return lines;
}

/** Forgets what guardedLines knows (tests that set a stop-loss and tick at once). */
export function forgetGuardedLines(services: Services): void {
  guarded.delete(services);
}

/**
 * The copy stop-loss on the trigger engine's ticks (issue 26; before, only each 5-minute NAV
 * snapshot checked it): a fresh quote in session of a line a provider holds re-reads that
 * provider's live NAV, and each guarded subscription it breaches is settled at that NAV, each in a
 * transaction of its own that checks again as things are then (the member may have moved or cleared
 * the stop-loss; a stop, an expiry or another pass may have settled it: settleSubscription settles
 * once). The lines and providers to look at come from guardedLines. Returns how many it settled.
 * It runs in the order book's tick loop, after the line's order pass (start.ts hands it to
 * startMatching), so only the producer lease's holder runs it and a tick still holds one database
 * connection. The snapshot check stays as the net for a line without ticks.
 */
export async function copyStopLossesOn(services: Services, code: string): Promise<number> {
  const quote = services.market.quote(code);
  const now = services.clock.now();
  const market = instrumentOf(code)?.market;
  if (!quote || !market || !isOpen(market, now) || isStale(services, quote.time, now)) return 0;
  const providers = (await guardedLines(services)).get(code);
  if (!providers) return 0;
  let settled = 0;
  for (const id of providers) {
    const provider = await providerById(services.db, id);
    if (!provider) continue;
    const nav = (await liveNav(services.db, services, provider, now)).nav;
    for (const sub of await guardedSubscriptions(services.db, id)) {
      if (!stopLossBreached(sub.amount, mirroredValue(sub.amount, sub.nav_start, nav), sub.stop_loss!)) continue;
      const done = await services.db.tx(async (q) => {
        const current = await subscriptionById(q, sub.id);
        if (!current || current.status !== 'active' || current.stop_loss === null) return false;
        const navNow = (await liveNav(q, services, provider, now)).nav;
        if (!stopLossBreached(current.amount, mirroredValue(current.amount, current.nav_start, navNow), current.stop_loss)) return false;
        return (await settleSubscription(q, services, sub.id, 'stop_loss', navNow, now)) !== null;
      });
      if (done) settled += 1;
    }
  }
  return settled;
}
