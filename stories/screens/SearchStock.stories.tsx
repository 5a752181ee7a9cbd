import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { searchResults } from '../support/fixturesMarket';

export default {
  title: 'Screens/SearchStock',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/searchStock.json: search ETFs by code or name (etf/search, once typing pauses); recent searches are kept on the device (storage.recentSearches).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/search-stock/search-stock',
  user: member,
  fixtures: { 'etf/search': searchResults },
  storage: { recentSearches: ['SPY', 'QQQ', 'VUSA'] },
};

/** Before typing: the recent searches. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A search with a match. */
export const Results = pinnedStory({ ...screen, state: { searchKeyword: 'SPY' } }, 'en', 'light');

/** A search without a match. */
export const NoMatch = pinnedStory(
  { ...screen, state: { searchKeyword: 'ZZZ' }, fixtures: { 'etf/search': { list: [], total: 0, page: 1, limit: 20 } } },
  'en',
  'light',
);
