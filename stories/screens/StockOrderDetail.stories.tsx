import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { orderDetail, pendingDetail, saleDetail } from '../support/fixturesMarket';

export default {
  title: 'Screens/StockOrderDetail',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/stockOrderDetail.json: one ETF order in full (etf/order): number, status, side and type, prices and times, amount, fee, market value, occupied funds and P&L; a pending order can be revoked.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/stock-order-detail/stock-order-detail?id=1',
  user: member,
  fixtures: { 'etf/order': orderDetail },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A pending limit order: Revoke. */
export const Pending = pinnedStory({ ...screen, fixtures: { 'etf/order': pendingDetail } }, 'en', 'light');

/** A sale: bought at (the average price of the shares sold), sold at, its cost with the buy fees it carried, its fee and result. */
export const Sale = pinnedStory({ ...screen, fixtures: { 'etf/order': saleDetail } }, 'en', 'light');
export const SaleDark = pinnedStory({ ...screen, fixtures: { 'etf/order': saleDetail } }, 'ko', 'dark');
