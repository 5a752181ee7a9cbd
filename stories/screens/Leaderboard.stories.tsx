import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { board, boardEarners, boardEmpty, followConf } from '../support/fixturesInvest';

export default {
  title: 'Screens/Leaderboard',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/leaderboard.json: signal providers ranked by Profit, Followers, Win ratio or Top earners over seven days, one month, three months or one year (follow/list), each row led by the copier result (what a copier of follow/conf example_amount would have got, net of fee and shares) beside the provider’s own ROI, the past-performance warning and the break-even, then the risk score, Sharpe ratio, amount copied and copiers’ actual result, win ratio, maximum drawdown, followers, earnings and the track record; track records under 30 days are listed apart as new, without a rank; strategies are named in words; a help card says how each figure is computed; rows open the provider (followProvider).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/leaderboard', user: member, fixtures: { 'follow/list': board, 'follow/conf': followConf } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The help card open: each figure's formula in plain words. */
export const Help = pinnedStory({ ...screen, state: { boardHelp: true } }, 'en', 'light');
export const HelpKorean = pinnedStory({ ...screen, state: { boardHelp: true } }, 'ko', 'dark');

/** Top earners over three months. */
export const TopEarners = pinnedStory(
  { ...screen, state: { boardSort: 'earners', boardPeriod: '3m' }, fixtures: { 'follow/list': boardEarners, 'follow/conf': followConf } },
  'en',
  'light',
);

/** No provider has a record in the period yet. */
export const Empty = pinnedStory({ ...screen, fixtures: { 'follow/list': boardEmpty } }, 'en', 'light');

/** follow/list fails: the list shows the error with Retry. */
export const Failed = pinnedStory({ ...screen, fixtures: { 'follow/list': { code: 5001, msg: 'Service unavailable' } } }, 'en', 'light');

/** A visitor reads the public board (no My subscriptions link); acting asks to sign in. */
export const Guest = pinnedStory({ path: '/leaderboard', fixtures: screen.fixtures }, 'ko', 'light');
