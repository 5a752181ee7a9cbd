import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsWithdrawOne, opsWithdrawRefused, opsWithdrawsClosed, staffFinance } from '../support/fixturesOpsFinance';

export default {
  title: 'Screens/Ops Withdrawal Detail',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsWithdrawDetail.json: one withdrawal for finance staff (ops/me, ops/withdraws by id): amount, fee, arrival, the full destination to copy, the review hours, and approve or refuse with a reason (ops/withdraw_decide).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/withdrawals/detail?id=7',
  staff: staffFinance,
  fixtures: { 'ops/withdraws': opsWithdrawOne, 'ops/withdraw_decide': { id: 7, status: 'passed' } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Outside the review hours: the notice above the withdrawal. */
export const ReviewClosed = pinnedStory(
  {
    ...screen,
    fixtures: {
      ...screen.fixtures,
      'ops/withdraws': { ...opsWithdrawOne, review_open: false, next_review: opsWithdrawsClosed.next_review },
    },
  },
  'en',
  'light',
);

/** Refused: the reason and the reviewer shown, no decision buttons. */
export const Refused = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/withdraws': opsWithdrawRefused } }, 'en', 'light');
