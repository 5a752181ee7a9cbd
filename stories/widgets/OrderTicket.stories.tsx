import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { member } from '../support/fixtures';
import { spy, vusaDetail } from '../support/fixturesMarket';

export default {
  title: 'Widgets/OrderTicket',
  parameters: widgetParameters('OrderTicket'),
} satisfies Meta;

/** What the ticket raised, shown under it. */
const ticket = (props: Record<string, unknown>): NodeSpec[] => [
  {
    widget: 'OrderTicket',
    props: { code: 'SPY', side: 'buy', price: spy.price, currency: 'USD', feeRate: '0.001', tradable: true, ...props },
    on: { submit: [{ type: 'set', path: 'state.sent', value: { $bind: 'form' } }] },
  },
  { widget: 'Text', props: { text: { $concat: ['sent: ', { $bind: 'state.sent.delegate_type', default: '—' }] }, variant: 'caption' } },
];

export const Korean = widgetStory(ticket({}), { user: member }, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(ticket({}), { user: member }, { globals: { locale: 'en', theme: 'light' } });
export const KoreanDark = widgetStory(ticket({}), { user: member }, { globals: { locale: 'ko', theme: 'dark' } });
export const EnglishDark = widgetStory(ticket({}), { user: member }, { globals: { locale: 'en', theme: 'dark' } });

/** Selling held shares: the holding bounds the quantity. */
export const Sell = widgetStory(ticket({ side: 'sell', holding: '3' }), { user: member });

/** A pound line: the preview converts at the quoted FX rate and shows its time. */
export const PoundLine = widgetStory(
  ticket({ code: 'VUSA', price: vusaDetail.price, currency: 'GBP', fxRate: vusaDetail.fx_rate, fxTime: vusaDetail.fx_time }),
  { user: member },
);

/** Not tradable: the button is off and says why once pressed. */
export const NotTradable = widgetStory(ticket({ tradable: false }), { user: member });
