import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { followBought, followConf, providerStat } from '../support/fixturesInvest';

export default {
  title: 'Screens/Subscribe',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/subscribe.json: subscribing to a signal provider in fixed follow mode: the provider, the published terms (follow/conf: amount and day limits, fee, stop-loss range, profit split), amount, days from days_options, an optional copy stop-loss, the terms confirmation and the payment password; a preview of the fee (fee_rate x amount, half up to the cent) and the total charged before a confirmation, then follow/buy, 'Subscribe successfully' and on to My subscriptions.",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: `/pages/subscribe/subscribe?id=${providerStat.id}`,
  user: member,
  fixtures: { 'follow/conf': followConf, 'follow/statis': providerStat, 'follow/buy': followBought },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** An amount typed in: the fee and the total charged show before confirming. */
export const Preview = pinnedStory({ ...screen, state: { subscribeForm: { amount: '1000', days: 30, stop_loss: '0.2' } } }, 'en', 'light');
export const PreviewKorean = pinnedStory(
  { ...screen, state: { subscribeForm: { amount: '2500.50', days: 90, stop_loss: 'none' } } },
  'ko',
  'dark',
);
