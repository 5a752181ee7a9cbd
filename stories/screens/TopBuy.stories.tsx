import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset } from '../support/fixturesWallet';
import { topBought, topContract, topProducts } from '../support/fixturesInvest';

export default {
  title: 'Screens/TopBuy',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/topBuy.json: buying a Top 10 product: its contract in the member's language (fund/contract: title, terms, sections, risk notice), what the contract pays for a stated amount and term with the reserve's coverage beside it, the paying account (the asset account) with its available balance (member/asset) and a Transfer shortcut, the minimum and the most one purchase may be now; under the minimum, over the maximum, over the available balance and not on sale are said while the amount is typed, before any confirmation; then fund/top_buy with the contract's version, and a refusal after the confirmation stays on screen, naming the account, until dismissed.",
      },
    },
  },
} satisfies Meta;

const product = topProducts.list[0]!;
const screen: PreviewSetup = {
  path: `/pages/top/buy?id=${product.id}`,
  user: member,
  fixtures: { 'fund/contract': topContract, 'fund/top_buy': topBought, 'member/asset': asset },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** fund/contract fails: the screen offers Retry instead of a purchase without its contract. */
export const ContractFailed = pinnedStory(
  { ...screen, fixtures: { 'fund/contract': { code: 5001, msg: 'Service unavailable' } } },
  'en',
  'light',
);

/** An amount above the asset account's available balance: said on the screen while it is typed, before any confirmation. */
export const OverAvailable = pinnedStory({ ...screen, state: { topBuyForm: { amount: '2000' } } }, 'en', 'light');

/** A product that cannot be bought now (sold out): said above the form. */
export const NotOnSale = pinnedStory(
  {
    ...screen,
    fixtures: {
      ...screen.fixtures,
      'fund/contract': { ...topContract, sale: { ...topContract.sale, status: 'sold_out', max_amount: '0.00' } },
    },
  },
  'en',
  'dark',
);
