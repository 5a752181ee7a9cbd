import { mirroredValue } from '@core/follow/mirroredValue';
import { stopLossBreached } from '@core/follow/stopLossBreached';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { enqueueJob, type JobHandler } from '../jobs/jobs';
import { liveNav, snapshotAt, takeSnapshot } from './nav';
import { activeProviders, providerById, type ProviderRow } from './providers';
import { settleSubscription } from './settle';
import { guardedSubscriptions, subscriptionById } from './subscriptions';
import { runStrategy } from './strategy-run';
import { STRATEGIES } from './strategies';

/** A provider's NAV snapshot, every FOLLOW_NAV_MINUTES (subject: provider id; period: the time bucket). */
export const NAV_JOB = 'follow.nav';
/** A subscription's settlement at its expiry (subject: subscription id; period: the expiry instant). */
export const EXPIRE_JOB = 'follow.expire';
/** A subscription whose stop-loss a snapshot found breached (subject: subscription id; period: the snapshot's time). */
export const STOP_LOSS_JOB = 'follow.stop_loss';
/** A demo provider's strategy decision, every FOLLOW_STRATEGY_MINUTES (subject: provider id; period: the time bucket). */
export const STRATEGY_JOB = 'follow.strategy';

/** The start of the bucket of `minutes` that `at` falls in (buckets are aligned to the epoch). */
export function bucketOf(at: Date, minutes: number): Date {
  const ms = minutes * 60_000;
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

/** The first bucket start after `at`: a runner that was away resumes at the next bucket, not through every missed one. */
function nextBucket(at: Date, minutes: number): Date {
  return new Date(bucketOf(at, minutes).getTime() + minutes * 60_000);
}

async function enqueueNav(q: Queryable, providerId: string, at: Date, now: Date): Promise<void> {
  await enqueueJob(q, { kind: NAV_JOB, subject: providerId, period: at.toISOString() }, at, now);
}

async function enqueueStrategy(q: Queryable, providerId: string, at: Date, now: Date): Promise<void> {
  await enqueueJob(q, { kind: STRATEGY_JOB, subject: providerId, period: at.toISOString() }, at, now);
}

/**
 * Starts a provider's recurring jobs at the current bucket. Idempotent: a chain already running
 * shares its next bucket with this one (same key), so the two become one.
 */
export async function startProviderJobs(q: Queryable, services: Services, provider: ProviderRow, now: Date): Promise<void> {
  await enqueueNav(q, provider.id, bucketOf(now, services.config.follow.navMinutes), now);
  if (STRATEGIES[provider.strategy]) await enqueueStrategy(q, provider.id, bucketOf(now, services.config.follow.strategyMinutes), now);
}

/** At start-up: every active provider's recurring jobs (a fresh chain, or the running one kept). */
export async function startFollowJobs(services: Services): Promise<void> {
  const now = services.clock.now();
  await services.db.tx(async (q) => {
    for (const provider of await activeProviders(q)) await startProviderJobs(q, services, provider, now);
  });
}

/** The copy-trading job kinds (they read prices, so they need the services). */
export function followJobHandlers(services: Services): Record<string, JobHandler> {
  return {
    [NAV_JOB]: async (q, job, now) => {
      const provider = await providerById(q, job.subject);
      if (!provider || provider.status !== 'active') return;
      const snapshot = await takeSnapshot(q, services, provider, now);
      if (snapshot) {
        // Breached stop-losses settle in jobs of their own: the snapshot holds the provider's ETF
        // account lock, and a settlement locks the member's accounts and the platform's.
        for (const sub of await guardedSubscriptions(q, provider.id)) {
          const value = mirroredValue(sub.amount, sub.nav_start, snapshot.nav);
          if (stopLossBreached(sub.amount, value, sub.stop_loss!))
            await enqueueJob(q, { kind: STOP_LOSS_JOB, subject: sub.id, period: snapshot.time.toISOString() }, now, now);
        }
      }
      await enqueueNav(q, provider.id, nextBucket(now, services.config.follow.navMinutes), now);
    },

    [STOP_LOSS_JOB]: async (q, job, now) => {
      const sub = await subscriptionById(q, job.subject);
      if (!sub || sub.status !== 'active' || sub.stop_loss === null) return;
      const snapshot = await snapshotAt(q, sub.provider_id, new Date(job.period));
      if (!snapshot) return;
      // The member may have moved or cleared the stop-loss since the snapshot: checked again as it is now.
      if (!stopLossBreached(sub.amount, mirroredValue(sub.amount, sub.nav_start, snapshot.nav), sub.stop_loss)) return;
      // Settled at the NAV of the snapshot that found the breach (what the check saw), now.
      await settleSubscription(q, services, sub.id, 'stop_loss', snapshot.nav, now);
    },

    [EXPIRE_JOB]: async (q, job, now) => {
      const sub = await subscriptionById(q, job.subject);
      if (!sub || sub.status !== 'active') return;
      const provider = (await providerById(q, sub.provider_id))!;
      await settleSubscription(q, services, sub.id, 'expired', (await liveNav(q, services, provider, now)).nav, now);
    },

    [STRATEGY_JOB]: async (q, job, now) => {
      const provider = await providerById(q, job.subject);
      if (!provider || provider.status !== 'active' || !STRATEGIES[provider.strategy]) return;
      await runStrategy(q, services, provider, now);
      await enqueueStrategy(q, provider.id, nextBucket(now, services.config.follow.strategyMinutes), now);
    },
  };
}
