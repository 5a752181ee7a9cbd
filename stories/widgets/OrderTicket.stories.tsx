import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset } from '../support/fixturesWallet';
import { isfDetail, spyDetail, tradeConf, vusaDetail } from '../support/fixturesMarket';

export default {
  title: 'Widgets/OrderTicket',
  parameters: widgetParameters('OrderTicket'),
} satisfies Meta;

/** What the ticket raised, shown under it. */
const ticket = (props: Record<string, unknown>): NodeSpec[] => [
  {
    widget: 'OrderTicket',
    props: {
      code: 'SPY',
      side: 'buy',
      price: spyDetail.price,
      ask: spyDetail.ask,
      bid: spyDetail.bid,
      currency: 'USD',
      // A USD line converts too (USD -> USDT at the source's rate): the FX line always shows.
      fxRate: spyDetail.fx_rate,
      fxTime: spyDetail.fx_time,
      fxSource: spyDetail.fx_source,
      feeRate: tradeConf.fee_rate,
      feeMin: tradeConf.fee_min,
      available: asset.by_type.etf.available,
      account: 'ETF',
      transfer: { to: 'transfer', query: { from: 'asset', to: 'etf' } },
      terms: { to: 'richtext', query: { doc: 'risk_etf' } },
      minOrderAmount: tradeConf.min_order_amount,
      minQuantity: tradeConf.min_quantity,
      maxQuantity: tradeConf.max_quantity,
      quantityDecimals: tradeConf.quantity_decimals,
      nextOpen: tradeConf.next_open,
      timezone: tradeConf.timezone,
      dayExpiresAt: tradeConf.day_expires_at,
      gtcExpiresAt: tradeConf.gtc_expires_at,
      tradable: true,
      ...props,
    },
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

/** A pound line: the preview converts at the published USDT rate and shows its time and source. */
export const PoundLine = widgetStory(
  ticket({
    code: 'VUSA',
    price: vusaDetail.price,
    ask: vusaDetail.ask,
    bid: vusaDetail.bid,
    currency: 'GBP',
    fxRate: vusaDetail.fx_rate,
    fxTime: vusaDetail.fx_time,
    fxSource: vusaDetail.fx_source,
  }),
  { user: member },
);

/** A pence line: the published rate is already per penny, used as given. */
export const PenceLine = widgetStory(
  ticket({
    code: 'ISF',
    price: isfDetail.price,
    ask: isfDetail.ask,
    bid: isfDetail.bid,
    currency: 'GBX',
    fxRate: isfDetail.fx_rate,
    fxTime: isfDetail.fx_time,
    fxSource: isfDetail.fx_source,
  }),
  { user: member },
);

/** No FX rate from the source: no preview (never an assumed rate of 1), the FX line says so. */
export const NoFxRate = widgetStory(ticket({ fxRate: null, fxTime: null, fxSource: null }), { user: member });

/** A closed market: the button is off, with the reason and the next open in the member's zone and the exchange's; no expiry. */
export const NotTradable = widgetStory(ticket({ tradable: false, nextOpen: 1795444200, timezone: 'America/New_York' }), { user: member });

/** A balance too small for the minimum order: the maximum is 0 shares and any size is refused before confirming. */
export const LowBalance = widgetStory(ticket({ available: '3.20' }), { user: member });

/** Nothing held to sell: refused inline as soon as a size is typed. */
export const NothingToSell = widgetStory(ticket({ side: 'sell', holding: '0' }), { user: member });

/**
 * Trading unlocked on this session by an earlier payment password (market/trade_conf
 * trade_unlocked_until): no password field, the time it lasts until and Lock. A fixed instant far
 * ahead keeps the story the same on every run (14:35 UTC on 1 January 2100).
 */
export const Unlocked = widgetStory(ticket({ unlockedUntil: 4_102_497_300 }), { user: member });
