import { instrumentOf } from '@core/market/instruments';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import { unixSeconds } from '../clock';
import { Decimal, moneyText } from '../ledger/money';
import { priceText } from '../orders/history';
import { isStale } from '../orders/terms';
import type { Services } from '../services';
import { offerStatus, type OfferRow } from './offers';
import type { ApplicationRow } from './applications';
import type { HoldingRow } from './holdings';

const nameOf = (code: string) => instrumentOf(code)?.name ?? code;

/** A ratio for the API (Rate): at most 8 decimals, no trailing zeros. */
const rateText = (value: Decimal) => value.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();

/** An offer as market/block_list and ops/block_offers show it. */
export function offerView(o: OfferRow, now: Date) {
  return {
    id: Number(o.id),
    code: o.code,
    name: nameOf(o.code),
    market: o.market,
    price: moneyText(o.price),
    ref_price: priceText(new Decimal(o.ref_price)),
    currency: o.currency,
    discount_rate: rateText(new Decimal(o.discount_rate)),
    quantity: o.quantity,
    lot: o.lot,
    min_quantity: o.min_quantity,
    max_quantity: o.max_quantity,
    applied: Number(o.applied),
    start_at: unixSeconds(o.start_at),
    end_at: unixSeconds(o.end_at),
    lockup_days: o.lockup_days,
    unlock_at: unixSeconds(o.unlock_at),
    status: offerStatus(o, now),
  };
}

/** An application as order/block_apply lists it: what was frozen, allocated, paid and given back. */
export function applicationView(a: ApplicationRow) {
  const released = a.status === 'pending' ? new Decimal(0) : new Decimal(a.amount).minus(a.paid);
  return {
    id: Number(a.id),
    target_id: Number(a.offer_id),
    code: a.code,
    name: nameOf(a.code),
    price: moneyText(a.price),
    quantity: a.quantity,
    amount: moneyText(a.amount),
    allocated: a.allocated,
    paid: moneyText(a.paid),
    released: moneyText(released),
    status: a.status,
    created_at: unixSeconds(a.created_at),
    end_at: unixSeconds(a.end_at),
    unlock_at: unixSeconds(a.unlock_at),
  };
}

/** The bid per share in USDT now, or null without a fresh quote and rate. */
export function bidInUsdt(services: Services, code: string, now: Date): Decimal | null {
  const instrument = instrumentOf(code);
  const quote = services.market.quote(code);
  if (!instrument || !quote || isStale(services, quote.time, now)) return null;
  const fx = services.market.fx(fxCurrencyOf(instrument.currency));
  if (!fx || isStale(services, fx.time, now)) return null;
  return new Decimal(quote.bid).times(usdtPerQuoteUnit(instrument.currency, fx.rate));
}

/** What the locked and the released views of a holding share: the shares and what they cost a share. */
function holdingBase(h: HoldingRow) {
  return { id: Number(h.id), code: h.code, name: nameOf(h.code), quantity: h.quantity, buy_price: moneyText(h.price) };
}

/** Profit and its rate against the cost, from a value per share. */
function result(h: HoldingRow, perShare: Decimal) {
  const value = perShare.times(h.quantity).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const profit = value.minus(h.cost);
  return { value, profit, rate: profit.div(h.cost) };
}

/** Shares still in their lock-up, valued at the bid now (null fields without a fresh quote). */
export function lockedView(services: Services, h: HoldingRow, now: Date) {
  const bid = bidInUsdt(services, h.code, now);
  const r = bid ? result(h, bid) : null;
  return {
    ...holdingBase(h),
    cost: moneyText(h.cost),
    current_price: bid ? moneyText(bid.toDecimalPlaces(2, Decimal.ROUND_DOWN)) : null,
    market_value: r ? moneyText(r.value) : null,
    profit: r ? moneyText(r.profit) : null,
    profit_rate: r ? rateText(r.rate) : null,
    buy_time: unixSeconds(h.allocated_at),
    unlock_at: unixSeconds(h.unlock_at),
  };
}

/** Shares whose lock-up ended, valued at what they were recorded at then. */
export function releasedView(h: HoldingRow) {
  const r = result(h, new Decimal(h.release_price ?? h.price));
  return {
    ...holdingBase(h),
    sell_price: moneyText(h.release_price ?? h.price),
    profit: moneyText(r.profit),
    profit_rate: rateText(r.rate),
    buy_time: unixSeconds(h.allocated_at),
    sell_time: unixSeconds(h.released_at ?? h.unlock_at),
  };
}
