import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { LiveQuotesContext } from '@engine/context/useLiveQuotes';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { fixedLiveQuotes, recordedTicks } from '../support/liveQuotes';

export default {
  title: 'Widgets/LiveQuote',
  parameters: widgetParameters('LiveQuote'),
} satisfies Meta;

/** One row per code: last price, the day's change as a rate, and the source and time beside the price. */
const row = (code: string): NodeSpec => ({
  widget: 'LiveQuote',
  props: { code },
  children: [
    {
      widget: 'Cell',
      props: {
        title: code,
        description: { $concat: [{ $bind: 'live.source', default: '' }, ' ', { $fmt: 'dateTime', $bind: 'live.time', default: '' }] },
        extra: { $concat: [{ $bind: 'live.last', default: '—' }, ' ', { $fmt: 'rate', $bind: 'live.change_rate', default: '' }] },
      },
    },
  ],
});

const rows: NodeSpec = { widget: 'CellGroup', children: [row('SPY'), row('QQQ'), row('VUSA'), row('ARKK')] };

/** Recorded ticks of SPY, QQQ and VUSA (in pence); ARKK has had no tick yet. */
export const Ticking = widgetStory(
  rows,
  {},
  {
    decorators: [
      (Story) => (
        <LiveQuotesContext.Provider value={fixedLiveQuotes(recordedTicks)}>
          <Story />
        </LiveQuotesContext.Provider>
      ),
    ],
  },
);

/** The socket is reconnecting: rows keep the last tick, and live.status says it is not live. */
export const Reconnecting = widgetStory(
  {
    ...row('SPY'),
    children: [{ widget: 'Text', props: { text: { $concat: [{ $bind: 'live.last' }, ' · ', { $bind: 'live.status' }] } } }],
  },
  {},
  {
    decorators: [
      (Story) => (
        <LiveQuotesContext.Provider value={fixedLiveQuotes(recordedTicks, 'reconnecting')}>
          <Story />
        </LiveQuotesContext.Provider>
      ),
    ],
  },
);

/** Given a holding (quantity, cost in USDT, FX rate), live also holds its market value and P&L at the tick, in USDT. */
export const Holding = widgetStory(
  {
    widget: 'LiveQuote',
    props: { code: 'SPY', quantity: '3', cost: '1543.32', fxRate: '1.0008' },
    children: [
      {
        widget: 'Cell',
        props: {
          title: 'SPY × 3',
          description: { $concat: [{ $bind: 'live.source', default: '' }, ' ', { $fmt: 'dateTime', $bind: 'live.time', default: '' }] },
          extra: { $concat: [{ $fmt: 'money', $bind: 'live.market_value', default: '—' }, ' USDT'] },
        },
      },
      { widget: 'PnL', props: { value: { $bind: 'live.profit', default: '0' }, rate: { $bind: 'live.profit_rate' }, currency: 'USDT' } },
    ],
  },
  {},
  {
    decorators: [
      (Story) => (
        <LiveQuotesContext.Provider value={fixedLiveQuotes(recordedTicks)}>
          <Story />
        </LiveQuotesContext.Provider>
      ),
    ],
  },
);
