import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { followActive, followConf, stopLossSet } from '../support/fixturesInvest';

export default {
  title: 'Screens/FollowStopLoss',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/followStopLoss.json: setting the copy stop-loss of an active subscription (from My subscriptions, which keeps the row in state.followRow): what it does, the allowed range from follow/conf, a choice checked against that range, then follow/stop_loss.',
      },
    },
  },
} satisfies Meta;

const row = followActive.list[0]!;
const screen: PreviewSetup = {
  path: '/pages/follow/stop-loss',
  state: { followRow: row },
  user: member,
  fixtures: { 'follow/conf': followConf, 'follow/stop_loss': stopLossSet },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Opened without a subscription (a reload): the way back to My subscriptions. */
export const NoSubscription = pinnedStory({ ...screen, state: {} }, 'en', 'light');
