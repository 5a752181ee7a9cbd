import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin } from '../support/fixturesOps';
import { staffFinance } from '../support/fixturesOpsFinance';
import { fundReserve, fundReserveAdded } from '../support/fixturesOpsInvest';

export default {
  title: 'Screens/Ops Fund Reserve',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsFundReserve.json: the Top 10 income reserve (ops/fund_reserve): its balance, the income contracted and not yet paid, and the free cover new purchases may use; administrators add platform capital with a reason and a confirmation (ops/fund_reserve_add). Finance reviewers see the figures only.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/fund/reserve',
  staff: staffAdmin,
  fixtures: { 'ops/fund_reserve': fundReserve, 'ops/fund_reserve_add': fundReserveAdded },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A finance reviewer: the figures, without the form that adds capital. */
export const FinanceReviewer = pinnedStory({ ...screen, staff: staffFinance }, 'en', 'light');
