import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffAdmin } from '../support/fixturesOps';
import { fundProductClosed, fundProductCreated, fundProducts, fundProductsEmpty } from '../support/fixturesOpsInvest';

export default {
  title: 'Screens/Ops Fund Products',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsFundProducts.json: Top 10 fund products for administrators (ops/fund_products): terms with the expected annualized return, sales against capacity, investors, contracted and paid income, status; a product created with terms that never change after a confirmation (ops/fund_product_create); sales closed with a reason (ops/fund_product_close).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/fund/products',
  staff: staffAdmin,
  fixtures: {
    'ops/fund_products': fundProducts,
    'ops/fund_product_create': fundProductCreated,
    'ops/fund_product_close': fundProductClosed,
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A product's sales being closed (state.fundClose): the reason, then a confirmation. */
export const Closing = pinnedStory({ ...screen, state: { fundClose: { id: 3, name: fundProducts.list[0]!.name } } }, 'en', 'light');

/** No product yet: the create form is the way in. */
export const Empty = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/fund_products': fundProductsEmpty } }, 'en', 'light');
