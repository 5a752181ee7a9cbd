import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { spyDetailClosed, vusaDetail } from '../support/fixturesMarket';

export default {
  title: 'Widgets/MarketClosedNotice',
  parameters: widgetParameters('MarketClosedNotice'),
} satisfies Meta;

const all: NodeSpec[] = [
  caption('U.S. line while New York is closed: the next open in your time zone and New York time.'),
  {
    widget: 'MarketClosedNotice',
    props: { market: spyDetailClosed.market, tradable: false, nextOpen: spyDetailClosed.next_open ?? null },
  },
  caption('London line while trading: nothing is shown.'),
  { widget: 'MarketClosedNotice', props: { market: vusaDetail.market, tradable: true, nextOpen: null } },
];

export const English = widgetStory(all, {}, { globals: { locale: 'en', theme: 'light' } });
export const Dark = widgetStory(all, {}, { globals: { locale: 'en', theme: 'dark' } });
export const Korean = widgetStory(all, {}, { globals: { locale: 'ko', theme: 'light' } });
