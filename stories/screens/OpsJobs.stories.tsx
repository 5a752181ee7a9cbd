import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin } from '../support/fixturesOps';
import { jobRetried, jobsDone, jobsFailed, jobsNone, jobsQueued } from '../support/fixturesOpsInvest';

export default {
  title: 'Screens/Ops Jobs',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsJobs.json: durable job runs for administrators (ops/jobs): status tabs with their counts (failed first), a kind filter, each run with its attempts and last error; a failed job queued again after a confirmation (ops/job_retry).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/jobs',
  staff: staffAdmin,
  fixtures: { 'ops/jobs': jobsFailed, 'ops/job_retry': jobRetried },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The queued tab: when each job runs, one of them already retried once by the runner. */
export const Queued = pinnedStory(
  { ...screen, state: { jobTab: 'queued' }, fixtures: { ...screen.fixtures, 'ops/jobs': jobsQueued } },
  'en',
  'light',
);

/** The done tab, newest first, filtered to one kind. */
export const DoneOneKind = pinnedStory(
  { ...screen, state: { jobTab: 'done', jobKind: 'top10.accrue' }, fixtures: { ...screen.fixtures, 'ops/jobs': jobsDone } },
  'en',
  'light',
);

/** Nothing has run yet. */
export const Empty = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/jobs': jobsNone } }, 'en', 'light');
