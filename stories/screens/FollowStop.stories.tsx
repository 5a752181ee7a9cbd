import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { followActive, followStopped } from '../support/fixturesInvest';

export default {
  title: 'Screens/FollowStop',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/followStop.json: stopping a subscription early (from My subscriptions, which keeps the row in state.followRow): the warning that it settles now at the provider's current net value, the confirmation and the payment password, a last confirmation, then follow/stop and on to the Settled tab.",
      },
    },
  },
} satisfies Meta;

const row = followActive.list[0]!;
const screen: PreviewSetup = {
  path: '/pages/follow/stop',
  state: { followRow: row },
  user: member,
  fixtures: { 'follow/stop': followStopped },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
