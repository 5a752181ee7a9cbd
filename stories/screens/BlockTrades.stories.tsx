import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { blockOffers, blockOffersEmpty } from '../support/fixturesBlocks';

export default {
  title: 'Screens/Block Trades',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/blockTrades.json: block trades offered to members (market/block_list, paged): each offer's line and market, block price in USDT, discount on the reference price in its currency, application window, lock-up days and unlock date, shares offered and applied for, the per-application limits and lot, the member's own application, and Apply on an open offer without one (to screens/pages/blockApply.json); the rules in plain words; a link to My block trades. Reached from the ETF tab (screens/pages/fund.json).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/block-trades', user: member, fixtures: { 'market/block_list': blockOffers } };

/** Open offers (one already applied for), an upcoming one, a closed one and allocated ones. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** No offer open now nor closed in the last 30 days. */
export const Empty = pinnedStory({ ...screen, fixtures: { 'market/block_list': blockOffersEmpty } }, 'en', 'light');

/** market/block_list fails: the list shows the error with Retry. */
export const ListFailed = pinnedStory(
  { ...screen, fixtures: { 'market/block_list': { code: 500, msg: 'Service unavailable' } } },
  'en',
  'light',
);
