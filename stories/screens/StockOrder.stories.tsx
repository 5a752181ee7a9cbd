import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset } from '../support/fixturesWallet';
import { spyDetail, tradeConf, vusaDetail } from '../support/fixturesMarket';

export default {
  title: 'Screens/StockOrder',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/stockOrder.json: the order ticket for one ETF (etf/detail, market/trade_conf): market or limit, shares or amount, time in force with its expiry (trade_conf day_expires_at, gtc_expires_at), the ETF account’s available balance (member/asset) with a Transfer shortcut, the minimum order and the most the balance buys, value, fee with its formula and minimum and total as the server computes them, every refusal known before confirming shown inline, the FX rate with its time and source on every line; then the real-name and payment-password prompts, a confirmation, and etf/buy or etf/sell.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/stock-order/stock-order?code=SPY&side=buy',
  user: member,
  fixtures: {
    'etf/detail': spyDetail,
    'market/trade_conf': tradeConf,
    'member/asset': asset,
    'etf/buy': { id: 9, order_no: 'E202511210031', status: 'transacted' },
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Selling a held position (from Positions: the holding comes along). */
export const Sell = pinnedStory({ ...screen, path: '/pages/stock-order/stock-order?code=SPY&side=sell&holding=3' }, 'en', 'light');

/** A pound line: the FX rate (USDT per pound) with its time and source under the total. */
export const PoundLine = pinnedStory(
  { ...screen, path: '/pages/stock-order/stock-order?code=VUSA&side=buy', fixtures: { ...screen.fixtures, 'etf/detail': vusaDetail } },
  'en',
  'light',
);
