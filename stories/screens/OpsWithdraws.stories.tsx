import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsWithdraws, opsWithdrawsClosed, staffFinance } from '../support/fixturesOpsFinance';

export default {
  title: 'Screens/Ops Withdrawals',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsWithdraws.json: the finance queue of withdrawals for staff (ops/me, ops/withdraws by state, with review_open, next_review and review_hours), oldest first and paged; a tap opens the detail.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/withdrawals', staff: staffFinance, fixtures: { 'ops/withdraws': opsWithdraws } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Outside the review hours: when they open again. */
export const ReviewClosed = pinnedStory({ ...screen, fixtures: { 'ops/withdraws': opsWithdrawsClosed } }, 'en', 'light');

/** Nothing waiting for review. */
export const Empty = pinnedStory({ ...screen, fixtures: { 'ops/withdraws': { ...opsWithdraws, list: [], total: 0 } } }, 'en', 'light');
