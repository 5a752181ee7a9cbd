import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { opsDeposits, staffFinance } from '../support/fixturesOpsFinance';

export default {
  title: 'Screens/Ops Deposits',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsDeposits.json: the finance queue of deposits for staff (ops/me, ops/deposits by state: review, passed, refused, canceled), oldest first and paged; a tap opens the detail.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/deposits', staff: staffFinance, fixtures: { 'ops/deposits': opsDeposits } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Nothing waiting for review. */
export const Empty = pinnedStory({ ...screen, fixtures: { 'ops/deposits': { ...opsDeposits, list: [], total: 0 } } }, 'en', 'light');
