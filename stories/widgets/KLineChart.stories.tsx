import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { klineFixture, spy } from '../support/fixturesMarket';

export default {
  title: 'Widgets/KLineChart',
  parameters: widgetParameters('KLineChart'),
} satisfies Meta;

const chart = (extra: Record<string, unknown> = {}): NodeSpec => ({
  widget: 'KLineChart',
  props: { code: 'SPY', stateKey: 'period', label: 'SPY', ...extra },
});
const fixtures = { 'etf/kline': klineFixture() };

/** 120 daily candles with volume and MA5/10/20; drag to pan, pinch or wheel to zoom. */
export const Korean = widgetStory(chart(), { user: member, fixtures }, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(chart(), { user: member, fixtures }, { globals: { locale: 'en', theme: 'light' } });
export const KoreanDark = widgetStory(chart(), { user: member, fixtures }, { globals: { locale: 'ko', theme: 'dark' } });
export const EnglishDark = widgetStory(chart(), { user: member, fixtures }, { globals: { locale: 'en', theme: 'dark' } });

/** A live price past the last candle's day opens a new candle; the text alternative follows it. */
export const LivePrice = widgetStory(chart({ livePrice: '661.20', liveTime: spy.quote_time + 86400 }), { user: member, fixtures });

/** No candles yet. */
export const Empty = widgetStory(chart(), {
  user: member,
  fixtures: { 'etf/kline': { code: 'SPY', period: '1d', source: 'Simulated', list: [] } },
});

/** etf/kline fails: retry in place, the rest of the screen unaffected. */
export const Failed = widgetStory(chart(), { user: member, fixtures: { 'etf/kline': { code: 5001, msg: 'Market data unavailable' } } });
