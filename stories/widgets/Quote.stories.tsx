import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { isf, spy, spyDetailClosed, vusa } from '../support/fixturesMarket';

export default {
  title: 'Widgets/Quote',
  parameters: widgetParameters('Quote'),
} satisfies Meta;

const row = (q: typeof spy, size: 'large' | 'small' = 'small', title = true): NodeSpec => ({
  widget: 'Quote',
  props: {
    ...(title ? { title: q.code, subtitle: q.name } : {}),
    price: q.price,
    change: q.change,
    changeRate: q.change_rate,
    currency: q.quote_currency ?? q.currency,
    source: q.source,
    time: q.quote_time,
    stale: q.stale === true,
    nextOpen: q.next_open ?? null,
    size,
  },
});

const all: NodeSpec[] = [
  caption('Large (the detail screen), rising:'),
  row(spy, 'large', false),
  caption('Closed market: when it opens next.'),
  row({ ...spy, next_open: spyDetailClosed.next_open }, 'large', false),
  caption('List rows: rising (GBP line), falling and stale (GBX, pence).'),
  row(vusa),
  row(isf),
  caption('No source or time: says so instead of showing a bare price.'),
  { widget: 'Quote', props: { price: '100.00' } },
];

export const Korean = widgetStory(all, {}, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(all, {}, { globals: { locale: 'en', theme: 'light' } });
export const KoreanDark = widgetStory(all, {}, { globals: { locale: 'ko', theme: 'dark' } });
export const EnglishDark = widgetStory(all, {}, { globals: { locale: 'en', theme: 'dark' } });
