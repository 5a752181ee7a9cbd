import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { decliners, gainers, ranked } from '../support/fixturesMarket';

export default {
  title: 'Screens/Market',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/market.json: ETF quotes ranked by day change (market/gainer_list), top gainers (market/increase) and decliners (market/decline); each tab fetches only while shown; the entry to block trades (screens/pages/blockTrades.json), as on the ETF tab.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/market',
  user: member,
  fixtures: { 'market/gainer_list': ranked, 'market/increase': gainers, 'market/decline': decliners },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

export const Decliners = pinnedStory({ ...screen, state: { marketTab: 'decliners' } }, 'en', 'light');

export const NoQuotes = pinnedStory(
  { ...screen, fixtures: { 'market/gainer_list': { list: [], total: 0, page: 1, limit: 20 } } },
  'en',
  'light',
);
