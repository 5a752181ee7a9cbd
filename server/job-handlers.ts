import type { JobHandler } from './jobs/jobs';
import type { Services } from './services';
import { EXPIRE_JOB } from './orders/place';
import { expireJob } from './orders/matching';
import { ACCRUE_JOB, accrueJob } from './fund/accrual';
import { followJobHandlers } from './follow/jobs';
import { teamJobHandlers } from './team/jobs';
import { pushJobHandlers } from './push/deliver';
import { ALLOCATE_JOB, UNLOCK_JOB, allocateJob } from './blocks/close';
import { unlockJob } from './blocks/unlock';

/**
 * Every durable job kind and what runs it (the timer in start.ts, and tests through runDue). The
 * copy-trading kinds read prices and need the services: without them (suites about order expiry
 * or Top 10 accrual alone) they are left out, and runDue leaves their rows queued for a runner
 * that has them. Team rewards need only the ledger, so every runner has them.
 */
export function jobHandlers(services?: Services): Record<string, JobHandler> {
  return {
    [EXPIRE_JOB]: expireJob(),
    [ACCRUE_JOB]: accrueJob(),
    ...teamJobHandlers(),
    ...(services ? followJobHandlers(services) : {}),
    // Web Push renders the notice's text and reads the signing keys: it needs the services too.
    ...(services ? pushJobHandlers(services) : {}),
    // Block trades: the close posts in the configured currency; the unlock values shares at the bid.
    ...(services ? { [ALLOCATE_JOB]: allocateJob(services.config.money.currency), [UNLOCK_JOB]: unlockJob(services) } : {}),
  };
}
