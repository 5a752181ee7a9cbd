import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { followConf, providerChart, providerChartShort, providerSelf, providerStat } from '../support/fixturesInvest';

export default {
  title: 'Screens/FollowProvider',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/followProvider.json: one signal provider over a period (follow/statis), led by the copier result on follow/conf example_amount beside the provider's own ROI, the past-performance warning, the break-even, risk score, Sharpe ratio, amount copied and copiers' actual result; net value curve (follow/chart, NetValueChart with its text alternative), profit and ROI, maximum drawdown, win ratio, followers, earnings, fee and amounts, how the figures are computed, and Subscribe (not on the member's own record).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: `/pages/follow/provider?id=${providerStat.id}`,
  user: member,
  fixtures: { 'follow/statis': providerStat, 'follow/chart': providerChart, 'follow/conf': followConf },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The member's own record: no Subscribe, and why. */
export const Self = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'follow/statis': providerSelf } }, 'en', 'light');

/** A record that began today: the chart's empty state. */
export const ShortRecord = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'follow/chart': providerChartShort } }, 'ko', 'light');

/** follow/statis fails: Retry. */
export const Failed = pinnedStory({ ...screen, fixtures: { 'follow/statis': { code: 5001, msg: 'Service unavailable' } } }, 'en', 'light');
