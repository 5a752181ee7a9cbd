import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { jobRuns, lockJob, requeueFailedJob } from './job-runs';
import { unixSeconds } from '../clock';

/** Operations over durable jobs: what ran, what waits, what failed, and one more try for a failed one. */
export const opsJobHandlers: HandlerMap = {
  'ops/jobs': async ({ input }, services) => jobRuns(services.db, input),

  'ops/job_retry': async ({ input, staff }, services) =>
    services.db.tx(async (q) => {
      const at = services.clock.now();
      const job = await lockJob(q, input.id);
      if (!job) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      // A queued job runs by itself and a done one must not run twice: only a parked failure is retried.
      if (job.status === 'queued') throw new AppError(Codes.RULE, 'server.jobs.retryQueued');
      if (job.status === 'done') throw new AppError(Codes.RULE, 'server.jobs.retryDone');
      await requeueFailedJob(q, input.id, at);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'job.retry',
        subjectType: 'job',
        subjectId: String(input.id),
        before: {
          kind: job.kind,
          subject: job.subject,
          period: job.period,
          status: job.status,
          attempts: job.attempts,
          last_error: job.last_error,
          run_at: unixSeconds(job.run_at),
        },
        after: { status: 'queued', run_at: unixSeconds(at) },
        at,
      });
      return { id: input.id, status: 'queued' as const };
    }),
};
