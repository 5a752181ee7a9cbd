import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { klineFixture, spyDetail, spyDetailClosed } from '../support/fixturesMarket';
import { movedTick, withTicks } from '../support/liveStory';

export default {
  title: 'Screens/StockInfo',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/stockInfo.json: one ETF (etf/detail): last price with source and time (following ticks: LiveQuote), day range, the K-line (etf/kline, its own chunk), favorite toggle (etf/custom_add, etf/custom_del) and the buy and sell entries to the ticket.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/stock-info?code=SPY',
  user: member,
  fixtures: { 'etf/detail': spyDetail, 'etf/kline': klineFixture(), 'etf/custom_add': {}, 'etf/custom_del': {} },
};

/** Before any tick: the recorded etf/detail price and time. */
const noTicks = { decorators: [withTicks([])] };
/** A tick a minute after the recording, 0.8% higher (derived from the recorded detail). */
const tick = movedTick(spyDetail, '0.008', new Date((spyDetail.quote_time! + 60) * 1000).toISOString());

export const Korean = pinnedStory(screen, 'ko', 'light', noTicks);
export const English = pinnedStory(screen, 'en', 'light', noTicks);
export const KoreanDark = pinnedStory(screen, 'ko', 'dark', noTicks);
export const EnglishDark = pinnedStory(screen, 'en', 'dark', noTicks);

/** Live: the price, its source and time and the last candle follow the latest tick. */
export const Live = pinnedStory(screen, 'en', 'light', { decorators: [withTicks([tick])] });
/** Ticks stopped (reconnecting): the last tick stays on screen. */
export const Reconnecting = pinnedStory(screen, 'ko', 'light', { decorators: [withTicks([tick], 'reconnecting')] });

/** The market is closed: the badge says when it opens. */
export const MarketClosed = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'etf/detail': spyDetailClosed } },
  'en',
  'light',
  noTicks,
);

/** etf/detail fails: the screen's error state. */
export const Failed = pinnedStory(
  { ...screen, fixtures: { 'etf/detail': { code: 5001, msg: 'Market data unavailable' } } },
  'en',
  'light',
  noTicks,
);
