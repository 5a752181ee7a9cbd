import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { topNone, topProducts, topProductsEmpty, topRank, topRunning, topSettled } from '../support/fixturesInvest';

export default {
  title: 'Screens/Top',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/top.json: the Top 10 fund: the risk notice, products led by what the contract pays for a stated amount and term ("1,000.00 USDT for 30 days earns 4.50 USDT") with the fixed rate and the income reserve coverage of all promised income beside it, what is on sale first, then sales window, minimum and what is left (fund/top), my holdings with accrued income (fund/top_list, Running and Settled tabs with the summary) and the ranking by amount invested (fund/top_rank). Open products lead to the purchase (topBuy).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/top',
  user: member,
  fixtures: { 'fund/top': topProducts, 'fund/top_list': topRunning, 'fund/top_rank': topRank },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The Settled tab: a purchase whose principal and income reached the asset account. */
export const Settled = pinnedStory(
  { ...screen, state: { topTab: 'settled' }, fixtures: { ...screen.fixtures, 'fund/top_list': topSettled } },
  'en',
  'light',
);

/** Nothing on sale and nothing bought yet. */
export const Empty = pinnedStory(
  { ...screen, fixtures: { 'fund/top': topProductsEmpty, 'fund/top_list': topNone, 'fund/top_rank': { list: [] } } },
  'ko',
  'light',
);

/** fund/top fails: the products list shows the error with Retry; the rest of the screen stays. */
export const ProductsFailed = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'fund/top': { code: 5001, msg: 'Service unavailable' } } },
  'en',
  'light',
);

/** A guest sees the risk notice and the way to log in. */
export const Guest = pinnedStory({ path: '/top' }, 'en', 'light');

/** Nothing promised yet: the reserve's balance is shown without a coverage figure. */
export const NothingPromised = pinnedStory(
  {
    ...screen,
    fixtures: { ...screen.fixtures, 'fund/top': { ...topProducts, reserve: { balance: '48300.00', promised: '0.00', coverage: null } } },
  },
  'en',
  'dark',
);
