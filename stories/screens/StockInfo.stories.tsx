import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixtures';
import { klineFixture, spyDetail, spyDetailClosed } from '../support/fixturesMarket';

export default {
  title: 'Screens/StockInfo',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/stockInfo.json: one ETF (etf/detail): last price with source and time, day range, the K-line (etf/kline, its own chunk), favorite toggle (etf/custom_add, etf/custom_del) and the buy and sell entries to the ticket.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/stock-info?code=SPY',
  user: member,
  fixtures: { 'etf/detail': spyDetail, 'etf/kline': klineFixture(), 'etf/custom_add': {}, 'etf/custom_del': {} },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The market is closed: the badge says when it opens. */
export const MarketClosed = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'etf/detail': spyDetailClosed } }, 'en', 'light');

/** etf/detail fails: the screen's error state. */
export const Failed = pinnedStory({ ...screen, fixtures: { 'etf/detail': { code: 5001, msg: 'Market data unavailable' } } }, 'en', 'light');
