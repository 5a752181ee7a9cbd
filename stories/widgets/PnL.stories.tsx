import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/PnL',
  parameters: widgetParameters('PnL'),
} satisfies Meta;

const all: NodeSpec[] = [
  { widget: 'PnL', props: { label: { $t: 'trade.pnl' }, value: '53.49', rate: '0.027807', currency: 'USDT' } },
  { widget: 'PnL', props: { label: { $t: 'trade.pnl' }, value: '-26.86', rate: '-0.022254', currency: 'USDT' } },
  { widget: 'PnL', props: { label: { $t: 'trade.pnl' }, value: '0.00', rate: '0', currency: 'USDT' } },
  { widget: 'PnL', props: { value: '1234.5' } },
];

export const Korean = widgetStory(all, {}, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(all, {}, { globals: { locale: 'en', theme: 'light' } });
export const KoreanDark = widgetStory(all, {}, { globals: { locale: 'ko', theme: 'dark' } });
export const EnglishDark = widgetStory(all, {}, { globals: { locale: 'en', theme: 'dark' } });
