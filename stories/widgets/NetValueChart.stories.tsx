import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { providerChart, providerChartShort } from '../support/fixturesInvest';

export default {
  title: 'Widgets/NetValueChart',
  parameters: widgetParameters('NetValueChart'),
} satisfies Meta;

const chart = (points: unknown, extra: Record<string, unknown> = {}): NodeSpec => ({
  widget: 'NetValueChart',
  props: { points: points as never, label: 'Alpha Momentum', ...extra },
});

/** A month of a rising record (follow/chart): the text alternative above the line. */
export const Korean = widgetStory(chart(providerChart.list), {}, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(chart(providerChart.list), {}, { globals: { locale: 'en', theme: 'light' } });
export const KoreanDark = widgetStory(chart(providerChart.list), {}, { globals: { locale: 'ko', theme: 'dark' } });
export const EnglishDark = widgetStory(chart(providerChart.list), {}, { globals: { locale: 'en', theme: 'dark' } });

/** The shared decisions' worked vector: NAV 1, 0.8, 0.8 (a deposit leaves it), 0.886: a falling line, ROI -11.4%. */
export const Falling = widgetStory(
  chart([
    { time: 1763424000, net_value: '1' },
    { time: 1763510400, net_value: '0.8' },
    { time: 1763596800, net_value: '0.8' },
    { time: 1763683200, net_value: '0.88571428' },
  ]),
  {},
  { globals: { locale: 'en', theme: 'light' } },
);

/** One point: too short for a chart, the empty state instead. */
export const TooShort = widgetStory(chart(providerChartShort.list), {}, { globals: { locale: 'en', theme: 'light' } });
