import type { JobHandler } from '../jobs/jobs';
import { payTeamRewards } from './rewards';
import { TEAM_REWARD_JOB } from './sources';

/** The team job kinds: a source entry's rewards (queued by the trade, subscription and settlement that made it). */
export function teamJobHandlers(): Record<string, JobHandler> {
  return {
    [TEAM_REWARD_JOB]: async (q, job, now) => {
      await payTeamRewards(q, job.subject, now);
    },
  };
}
