import type { JobHandler } from './jobs';
import { EXPIRE_JOB } from '../orders/place';
import { expireJob } from '../orders/matching';
import { ACCRUE_JOB, accrueJob } from '../fund/accrual';

/** Every durable job kind and what runs it (the timer in start.ts, and tests through runDue). */
export function jobHandlers(): Record<string, JobHandler> {
  return { [EXPIRE_JOB]: expireJob(), [ACCRUE_JOB]: accrueJob() };
}
