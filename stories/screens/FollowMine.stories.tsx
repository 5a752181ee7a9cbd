import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { followActive, followNone, followSettled, stopLossSet } from '../support/fixturesInvest';

export default {
  title: 'Screens/FollowMine',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/followMine.json: my subscriptions (follow/log): the summary, Active and Settled tabs, each with provider, amount, fee, dates, net value then and now, value and income, the copy stop-loss, and once settled how it ended, what reached the asset account and the split; set or clear the stop-loss (followStopLoss, follow/stop_loss) and stop early (followStop).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/follow/mine',
  user: member,
  fixtures: { 'follow/log': followActive, 'follow/stop_loss': { ...stopLossSet, stop_loss: null } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Settled: at expiry with the split, by the stop-loss at a loss (no split), stopped early. */
export const Settled = pinnedStory(
  { ...screen, state: { followTab: 'settled' }, fixtures: { 'follow/log': followSettled } },
  'en',
  'light',
);
export const SettledKorean = pinnedStory(
  { ...screen, state: { followTab: 'settled' }, fixtures: { 'follow/log': followSettled } },
  'ko',
  'dark',
);

/** No subscription yet: where to find a provider. */
export const Empty = pinnedStory({ ...screen, fixtures: { 'follow/log': followNone } }, 'en', 'light');
