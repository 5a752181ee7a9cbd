import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixtures';
import { topBought, topContract, topProducts } from '../support/fixturesInvest';

export default {
  title: 'Screens/TopBuy',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/topBuy.json: buying a Top 10 product: its contract in the member's language (fund/contract: title, version, terms, sections, risk notice), the amount with the minimum and what is left, the required contract confirmation and the payment password; real-name and payment-password prompts, range checks, a confirmation, then fund/top_buy with the contract's version, 'Successful purchase' and back to the Top 10 screen.",
      },
    },
  },
} satisfies Meta;

const product = topProducts.list[0]!;
const screen: PreviewSetup = {
  path: `/pages/top/buy?id=${product.id}&remaining=${product.remaining}`,
  user: member,
  fixtures: { 'fund/contract': topContract, 'fund/top_buy': topBought },
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
