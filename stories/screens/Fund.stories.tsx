import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { categories, etfIndex, etfList, etfListEmpty } from '../support/fixturesMarket';

export default {
  title: 'Screens/Fund',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/fund.json: the ETF tab: the entry to block trades (screens/pages/blockTrades.json), market indices (etf/index), categories (market/category) and the ETF list with prices, day change, source and time (etf/list, paged).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/fund',
  user: member,
  fixtures: { 'etf/index': etfIndex, 'market/category': categories, 'etf/list': etfList },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A category with no ETF. */
export const EmptyCategory = pinnedStory(
  { ...screen, state: { fundCategory: 'bond' }, fixtures: { ...screen.fixtures, 'etf/list': etfListEmpty } },
  'en',
  'light',
);

/** etf/list fails: the list shows the error with Retry. */
export const ListFailed = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'etf/list': { code: 5001, msg: 'Market data unavailable' } } },
  'en',
  'light',
);
