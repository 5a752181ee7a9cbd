import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsDepositOne, opsDepositRefused, staffFinance } from '../support/fixturesOpsFinance';

export default {
  title: 'Screens/Ops Deposit Detail',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsDepositDetail.json: one deposit for finance staff (ops/me, ops/deposits by id): amount, member, depositor, where it was paid, the voucher photo, and approve or refuse with a reason (ops/deposit_decide).',
      },
    },
  },
} satisfies Meta;

/** The voucher is a staff photo link (/api/ops/files/<key>): the preview shows the image placeholder. */
const screen: PreviewSetup = {
  path: '/ops/deposits/detail?id=12',
  staff: staffFinance,
  fixtures: { 'ops/deposits': opsDepositOne, 'ops/deposit_decide': { id: 12, status: 'passed' } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Refused: the reason and the reviewer shown, no decision buttons. */
export const Refused = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/deposits': opsDepositRefused } }, 'en', 'light');
