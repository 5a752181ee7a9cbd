import type { ApiMap } from '@core/generated/api';
import { instrumentOf } from '@core/market/instruments';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import type { OrderRow } from './rows';
import type { RejectReason } from './execute';
import { isStale } from './terms';
import { priceText } from './history';

type OrderView = ApiMap['etf/order']['response'];
type PlacedView = ApiMap['etf/buy']['response'];
type OrderTrigger = NonNullable<OrderView['trigger']>;

const RECORD_STATUS = { pending: 'pending', transacted: 'pass', revoked: 'expired', expired: 'expired', rejected: 'rejected' } as const;

/** Decimal text without trailing zeros (NUMERIC columns come back with their full scale). */
function plain(value: string | null): string | null {
  return value === null ? null : new Decimal(value).toFixed();
}

function rateOf(profit: Decimal, cost: Decimal): string {
  return cost.isZero() ? '0' : profit.div(cost).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();
}

export function reasonText(services: Services, lan: string | undefined, stored: string | null): string | null {
  if (stored === null) return null;
  const reason = JSON.parse(stored) as RejectReason;
  return services.messages(lan, reason.key, reason.args);
}

/** The live price of a line: last, bid, its time and staleness, from the market data seam. */
function live(services: Services, code: string, currency: 'USD' | 'GBP' | 'GBX') {
  const now = services.clock.now();
  const quote = services.market.quote(code);
  const fx = services.market.fx(fxCurrencyOf(currency));
  return {
    quote,
    fx,
    perUnit: fx ? usdtPerQuoteUnit(currency, fx.rate) : null,
    stale: !quote || isStale(services, quote.time, now),
  };
}

/**
 * One order as etf/order and the entrust and closed tabs show it. `carried` is the replay's word on a
 * sale (server/orders/history.ts): the average buy price of the shares it sold and the buy fees they
 * carried, so a closed row shows what was paid beside what was received.
 */
export function orderView(
  services: Services,
  lan: string | undefined,
  o: OrderRow,
  holding: boolean,
  carried?: { avgBuyPrice: Decimal; buyFee: Decimal },
): OrderView {
  const l = live(services, o.code, o.quote_currency);
  const filled = o.status === 'transacted';
  const value = new Decimal(o.value ?? 0);
  const profit = new Decimal(o.profit ?? 0);
  return {
    id: Number(o.id),
    kind: 'order',
    order_no: o.order_no,
    code: o.code,
    name: instrumentOf(o.code)?.name ?? o.code,
    market: o.market,
    lever: 1,
    direction: o.side,
    delegate_type: o.delegate_type,
    ...triggerView(o),
    time_in_force: o.time_in_force,
    status: o.status,
    record_status: RECORD_STATUS[o.status],
    reject_reason: reasonText(services, lan, o.reject_reason),
    position_status: filled ? (o.side === 'sell' ? 'closed' : holding ? 'holding' : 'closed') : null,
    quantity: plain(o.quantity)!,
    requested_amount: o.requested_amount === null ? null : moneyText(o.requested_amount),
    delegate_price: plain(o.limit_price),
    buy_price: filled && o.side === 'buy' ? plain(o.fill_price) : filled && carried ? priceText(carried.avgBuyPrice) : null,
    cost_basis: filled ? moneyText(o.cost_basis ?? 0) : null,
    buy_fee: !filled ? null : o.side === 'buy' ? moneyText(o.fee ?? 0) : carried ? moneyText(carried.buyFee) : null,
    buy_time: filled && o.side === 'buy' ? unixSecondsOrNull(o.fill_time) : null,
    sell_price: filled && o.side === 'sell' ? plain(o.fill_price) : null,
    sell_time: filled && o.side === 'sell' ? unixSecondsOrNull(o.fill_time) : null,
    current_price: l.quote?.last ?? null,
    close_price: filled && o.side === 'sell' ? plain(o.fill_price) : null,
    quote_currency: o.quote_currency,
    quote_time: l.quote ? unixSeconds(l.quote.time) : null,
    stale: l.stale,
    source: filled ? o.source : (l.quote?.source ?? o.source),
    fx_rate: filled ? plain(o.fx_rate) : l.perUnit ? l.perUnit.toFixed() : plain(o.fx_rate),
    fx_time: filled ? unixSecondsOrNull(o.fx_time) : l.fx ? unixSeconds(l.fx.time) : unixSecondsOrNull(o.fx_time),
    order_amount: moneyText(value),
    fee: moneyText(o.fee ?? 0),
    market_value: moneyText(value),
    occupied_funds: moneyText(o.status === 'pending' ? o.occupied : 0),
    profit: moneyText(profit),
    profit_rate: o.side === 'sell' && filled ? rateOf(profit, new Decimal(o.cost_basis ?? 0)) : '0',
    expires_at: o.status === 'pending' ? unixSeconds(o.expires_at) : null,
    created_at: unixSeconds(o.created_at),
  };
}

export interface PositionRow {
  id: string;
  code: string;
  quantity: string;
  reserved: string;
  cost_basis: string;
  opened_at: Date;
}

/**
 * One holding (the holding tab): market value at the current bid in USDT, unrealized P&L against the
 * cost basis; `open` is its lot from the replay (average buy price in the quote currency, buy fees).
 */
export function positionView(services: Services, p: PositionRow, open?: { avgBuyPrice: Decimal; buyFeesHeld: Decimal } | null): OrderView {
  const instrument = instrumentOf(p.code);
  const currency = instrument?.currency ?? 'USD';
  const l = live(services, p.code, currency);
  const quantity = new Decimal(p.quantity);
  const cost = new Decimal(p.cost_basis);
  const marketValue = l.quote && l.perUnit ? quantity.times(l.quote.bid).times(l.perUnit).toDecimalPlaces(2, Decimal.ROUND_DOWN) : null;
  const profit = marketValue ? marketValue.minus(cost) : new Decimal(0);
  return {
    id: Number(p.id),
    kind: 'position',
    order_no: '',
    code: p.code,
    name: instrument?.name ?? p.code,
    market: instrument?.market ?? 'US',
    lever: 1,
    direction: 'buy',
    delegate_type: 'market',
    time_in_force: 'day',
    status: 'transacted',
    record_status: 'pass',
    reject_reason: null,
    position_status: 'holding',
    quantity: quantity.toFixed(),
    requested_amount: null,
    delegate_price: null,
    buy_price: open ? priceText(open.avgBuyPrice) : null,
    cost_basis: moneyText(cost),
    buy_fee: open ? moneyText(open.buyFeesHeld) : null,
    buy_time: unixSeconds(p.opened_at),
    sell_price: null,
    sell_time: null,
    current_price: l.quote?.last ?? null,
    close_price: null,
    quote_currency: currency,
    quote_time: l.quote ? unixSeconds(l.quote.time) : null,
    stale: l.stale,
    source: l.quote?.source ?? null,
    fx_rate: l.perUnit?.toFixed() ?? null,
    fx_time: l.fx ? unixSeconds(l.fx.time) : null,
    order_amount: moneyText(cost),
    fee: '0.00',
    market_value: moneyText(marketValue ?? 0),
    occupied_funds: '0.00',
    profit: moneyText(profit),
    profit_rate: rateOf(profit, cost),
    expires_at: null,
    created_at: unixSeconds(p.opened_at),
  };
}

/** What etf/buy and etf/sell answer: the order as placed (and filled, for a market order). */
export function placedView(services: Services, lan: string | undefined, o: OrderRow): PlacedView {
  const filled = o.status === 'transacted';
  return {
    id: Number(o.id),
    order_no: o.order_no,
    status: o.status,
    reject_reason: reasonText(services, lan, o.reject_reason),
    code: o.code,
    direction: o.side,
    delegate_type: o.delegate_type,
    ...triggerView(o),
    time_in_force: o.time_in_force,
    quantity: plain(o.quantity)!,
    delegate_price: plain(o.limit_price),
    fill_price: filled ? plain(o.fill_price) : null,
    quote_currency: o.quote_currency,
    fx_rate: plain(o.fx_rate)!,
    fx_time: unixSeconds(o.fx_time!),
    source: o.source!,
    quote_time: unixSeconds(o.quote_time!),
    order_amount: moneyText(o.value ?? 0),
    fee: moneyText(o.fee ?? 0),
    occupied_funds: moneyText(o.status === 'pending' ? o.occupied : 0),
    profit: filled && o.side === 'sell' ? moneyText(o.profit ?? 0) : null,
    expires_at: o.status === 'pending' ? unixSeconds(o.expires_at) : null,
  };
}

/** A conditional order's trigger as the catalogue's OrderTrigger says it; nothing on a market or limit order. */
export function triggerView(o: OrderRow): { trigger?: OrderTrigger } {
  if (!o.trigger_type || o.stop_price === null) return {};
  return {
    trigger: {
      type: o.trigger_type,
      stop_price: plain(o.stop_price)!,
      trail_amount: plain(o.trail_amount),
      trail_percent: o.trail_percent === null ? null : new Decimal(o.trail_percent).times(100).toFixed(),
      best_price: plain(o.trail_best),
      triggered_at: unixSecondsOrNull(o.triggered_at),
      trigger_price: plain(o.trigger_price),
    },
  };
}
