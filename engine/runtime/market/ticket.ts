import Decimal from 'decimal.js';
import { tradeFee, tradeValue } from '@core/market/fees';
import { trailingStop } from '@core/market/trigger';
import { toDecimal } from '../format/toDecimal';

export type TicketSide = 'buy' | 'sell';
/** market and limit; a stop (a market order once the stop is reached), a stop-limit, a trailing stop. */
export type DelegateType = 'market' | 'limit' | 'stop' | 'stop_limit' | 'trailing';
/** How a trailing stop's distance is given. */
export type TrailMode = 'amount' | 'percent';
/** Shares, or an order value in USDT (the server works the shares out). */
export type SizeMode = 'quantity' | 'amount';

export interface TicketInput {
  side: TicketSide;
  delegateType: DelegateType;
  mode: SizeMode;
  quantity: string;
  amount: string;
  limitPrice: string;
  /** Stop and stop-limit orders: the stop price. */
  stopPrice?: string;
  /** Trailing stops: the distance, as an amount in the quote currency or a percentage. */
  trailMode?: TrailMode;
  trailValue?: string;
  /** The current (last) price in the quote currency. */
  price: unknown;
  /** The best ask and bid: a market buy is priced at the ask and a sell at the bid, like the server. */
  ask?: unknown;
  bid?: unknown;
  /** USD, GBP or GBX (pence). */
  currency: string;
  /**
   * USDT per unit of the quote currency (per penny on GBX lines), exactly as etf/detail and
   * market/trade_conf publish it: every line has one (USD lines too, USD to USDT from the source).
   */
  fxRate?: unknown;
  /** A fraction of the order value, e.g. "0.001". */
  feeRate?: unknown;
  /** The least fee of one order, in USDT (market/trade_conf fee_min). */
  feeMin?: unknown;
  /** Sell: shares held and not reserved by a pending sell (market/trade_conf sellable). */
  holding?: unknown;
  /** Buy: the paying account's available balance in USDT (member/asset by_type.etf.available). */
  available?: unknown;
  /** The least USDT value of one order (market/trade_conf min_order_amount). */
  minOrderAmount?: unknown;
  /** The least and most shares of one order, and the line's share decimals (market/trade_conf). */
  minQuantity?: unknown;
  maxQuantity?: unknown;
  quantityDecimals?: unknown;
}

export interface TicketPreview {
  /** i18n key of the first problem, if any; the preview figures are absent then. */
  error?: string;
  /** The figures error's text names, as plain decimals: `shares` (a count of shares), `amount` and `total` (USDT). */
  errorArgs?: Record<string, string>;
  /**
   * The error is a rule the server would refuse the order by (funds, minimum, maximum, holding),
   * not a field still being typed: the ticket shows it at once and does not offer the confirmation.
   */
  refusal?: boolean;
  /** Shares (given, or estimated from the amount), 4 decimals, rounded down. */
  shares?: string;
  /** The price per share the preview used, in the quote currency. */
  price?: string;
  /** Price per share in USDT (price x FX rate). */
  priceUsdt?: string;
  /** Order value in USDT, rounded up for a buy and down for a sell (core tradeValue). */
  value?: string;
  /** The fee in USDT (core tradeFee: rate x value rounded up to the cent, at least the minimum). */
  fee?: string;
  /** Buy: value plus fee, what is taken. Sell: value minus fee, what is paid out. */
  total?: string;
  /** A trailing stop: where its stop starts (it moves with the market from there). */
  stop?: string;
}

const SHARES = /^\d+(\.\d{1,4})?$/;
const PRICE = /^\d+(\.\d{1,4})?$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** The share decimals an amount order rounds down to when the line's are not given (the server uses the line's lot, 4 on every line). */
const SHARE_DECIMALS = 4;

function shareDecimals(input: TicketInput): number {
  const d = toDecimal(input.quantityDecimals);
  return d && d.isInteger() && d.gte(0) && d.lte(8) ? d.toNumber() : SHARE_DECIMALS;
}

/** The published rate as given; no currency is assumed to convert at 1, so a missing rate stops the preview. */
export function usdtPerUnit(fxRate: unknown): Decimal | undefined {
  const fx = toDecimal(fxRate);
  return fx && fx.gt(0) ? fx : undefined;
}

/** The most a trailing stop may trail by, in percent (server/orders/place.ts TRAIL_PERCENT_MAX). */
const TRAIL_PERCENT_MAX = 50;

/**
 * The price an order is previewed and held at, as the server prices it (server/orders/place.ts
 * ticketOf): a limit (and a stop-limit's) the limit; a stop its stop; a trailing stop where its stop
 * starts; a market order the ask or bid. A stop on the side the market has already reached, or a
 * trailing distance the server would refuse, is a refusal shown before confirming.
 */
function orderPrice(input: TicketInput): Pick<TicketPreview, 'error' | 'errorArgs' | 'refusal' | 'stop'> & { price?: Decimal } {
  const kind = input.delegateType;
  const quoted = toDecimal(input.side === 'buy' ? input.ask : input.bid);
  if (kind === 'stop' || kind === 'stop_limit') {
    const stop = (input.stopPrice ?? '').trim();
    if (!PRICE.test(stop) || new Decimal(stop).lte(0)) return { error: 'trade.ticket.stopInvalid' };
    if (quoted && (input.side === 'sell' ? new Decimal(stop).gte(quoted) : new Decimal(stop).lte(quoted)))
      return {
        error: input.side === 'sell' ? 'trade.ticket.stopAboveBid' : 'trade.ticket.stopBelowAsk',
        errorArgs: { price: quoted.toFixed() },
        refusal: true,
      };
    if (kind === 'stop') return { price: new Decimal(stop) };
  }
  if (kind === 'limit' || kind === 'stop_limit') {
    if (!PRICE.test(input.limitPrice.trim())) return { error: 'trade.ticket.priceInvalid' };
    return { price: new Decimal(input.limitPrice.trim()) };
  }
  if (kind === 'trailing') {
    const raw = (input.trailValue ?? '').trim();
    if (!PRICE.test(raw) || new Decimal(raw).lte(0)) return { error: 'trade.ticket.trailInvalid' };
    if (!quoted || quoted.lte(0)) return { error: 'trade.ticket.noPrice' };
    const distance = new Decimal(raw);
    const percent = input.trailMode === 'percent';
    if (percent ? distance.gt(TRAIL_PERCENT_MAX) : distance.gte(quoted)) return { error: 'trade.ticket.trailTooFar', refusal: true };
    const stop = new Decimal(
      trailingStop(input.side, quoted.toFixed(), percent ? { percent: distance.div(100).toFixed() } : { amount: distance.toFixed() }),
    );
    return { price: stop, stop: stop.toFixed() };
  }
  return { price: marketPrice(input) };
}

/** The price a market order is checked against on the server: the ask for a buy, the bid for a sell, else the last. */
function marketPrice(input: TicketInput): Decimal | undefined {
  const quoted = toDecimal(input.side === 'buy' ? input.ask : input.bid);
  return quoted && quoted.gt(0) ? quoted : toDecimal(input.price);
}

/**
 * The ticket's preview and its checks, computed with the server's own pure functions
 * (core/market/fees.ts) so the figures shown are the ones the server would post at this price.
 * Only a preview: the server prices the order from its own quote when it fills, so a market
 * order's total is an estimate.
 */
export function previewTicket(input: TicketInput): TicketPreview {
  const unit = usdtPerUnit(input.fxRate);
  if (!unit) return { error: 'trade.ticket.noFx' };
  const priced = orderPrice(input);
  if (priced.error) return { error: priced.error, errorArgs: priced.errorArgs, refusal: priced.refusal };
  const price = priced.price;
  if (!price || price.lte(0)) return { error: input.delegateType === 'market' ? 'trade.ticket.noPrice' : 'trade.ticket.priceInvalid' };
  const fees = { rate: (toDecimal(input.feeRate) ?? new Decimal(0)).toFixed(), min: (toDecimal(input.feeMin) ?? new Decimal(0)).toFixed() };

  const decimals = shareDecimals(input);
  let shares: Decimal;
  if (input.mode === 'quantity') {
    if (!SHARES.test(input.quantity.trim())) return { error: 'trade.ticket.quantityInvalid' };
    shares = new Decimal(input.quantity.trim());
    if (shares.decimalPlaces() > decimals) return { error: 'trade.ticket.quantityInvalid' };
  } else {
    if (!AMOUNT.test(input.amount.trim())) return { error: 'trade.ticket.amountInvalid' };
    // As the server: floor(amount / (price x rate)) to the share decimals, then valued like any order.
    shares = new Decimal(input.amount.trim()).div(price.times(unit)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  }
  const value = tradeValue(shares, price, unit, input.side);
  if (shares.lte(0) || value.lte(0))
    return { error: input.mode === 'quantity' ? 'trade.ticket.quantityInvalid' : 'trade.ticket.amountInvalid' };
  const fee = tradeFee(value, fees);
  const total = input.side === 'buy' ? value.plus(fee) : value.minus(fee);
  const figures: TicketPreview = {
    shares: shares.toFixed(decimals),
    price: price.toFixed(),
    priceUsdt: price.times(unit).toFixed(4, Decimal.ROUND_HALF_UP),
    value: value.toFixed(2),
    fee: fee.toFixed(2),
    total: total.toFixed(2),
    ...(priced.stop !== undefined ? { stop: priced.stop } : {}),
  };
  const refusal = ticketRefusal(input, shares, value, total);
  return refusal ? { ...figures, ...refusal, refusal: true } : figures;
}

/**
 * The server's refusals that can be known before confirming (server/orders/place.ts ticketOf and
 * writeOrder), in the order the server checks them: the line's bounds, the minimum order, then the
 * holding of a sell or the paying account of a buy.
 */
function ticketRefusal(
  input: TicketInput,
  shares: Decimal,
  value: Decimal,
  total: Decimal,
): Pick<TicketPreview, 'error' | 'errorArgs'> | undefined {
  const minQuantity = toDecimal(input.minQuantity);
  if (minQuantity && shares.lt(minQuantity))
    return { error: 'trade.ticket.underMinQuantity', errorArgs: { shares: minQuantity.toFixed() } };
  const maxQuantity = toDecimal(input.maxQuantity);
  if (maxQuantity && shares.gt(maxQuantity)) return { error: 'trade.ticket.overMaxQuantity', errorArgs: { shares: maxQuantity.toFixed() } };
  const minimum = toDecimal(input.minOrderAmount);
  // As the server: an order by amount meets the minimum by the amount typed (its shares round down).
  const measured = input.mode === 'amount' ? new Decimal(input.amount.trim()) : value;
  if (minimum && measured.lt(minimum)) return { error: 'trade.ticket.underMin', errorArgs: { amount: minimum.toFixed(2) } };
  if (input.side === 'sell') {
    const holding = toDecimal(input.holding);
    if (holding !== undefined && holding.lte(0)) return { error: 'trade.ticket.noHolding' };
    if (holding !== undefined && shares.gt(holding)) return { error: 'trade.ticket.overHolding', errorArgs: { shares: holding.toFixed() } };
    return undefined;
  }
  const available = toDecimal(input.available);
  if (available !== undefined && total.gt(available)) {
    return { error: 'trade.ticket.fundsShort', errorArgs: { amount: available.toFixed(2, Decimal.ROUND_DOWN), total: total.toFixed(2) } };
  }
  return undefined;
}

export interface TicketLimits {
  /** Most shares of this order: what the available balance pays for with the fee (buy), or the holding (sell). */
  maxShares?: string;
  /** Buy by amount: the largest amount whose order, with its fee, the available balance pays for. */
  maxAmount?: string;
}

/** What one buy of `shares` holds in the paying account: value (rounded up) plus fee, as the server holds it. */
function buyCost(shares: Decimal, price: Decimal, unit: Decimal, fees: { rate: string; min: string }): Decimal {
  const value = tradeValue(shares, price, unit, 'buy');
  return value.plus(tradeFee(value, fees));
}

/**
 * The maximum of this order at the price the server would check it at (the limit, else the ask for
 * a buy): by shares, the most shares in the line's steps whose value plus fee the available balance
 * covers (cost grows with the shares, so a search over the steps finds it exactly); by amount, the
 * largest amount in cents that still rounds down to those shares. A sell's maximum is the holding.
 */
export function ticketLimits(input: TicketInput): TicketLimits {
  const decimals = shareDecimals(input);
  const cap = toDecimal(input.maxQuantity);
  if (input.side === 'sell') {
    const holding = toDecimal(input.holding);
    return holding === undefined ? {} : { maxShares: (cap ? Decimal.min(holding, cap) : holding).toFixed() };
  }
  const unit = usdtPerUnit(input.fxRate);
  const available = toDecimal(input.available);
  const price = orderPrice(input).price;
  if (!unit || !available || !price || price.lte(0)) return {};
  const fees = { rate: (toDecimal(input.feeRate) ?? new Decimal(0)).toFixed(), min: (toDecimal(input.feeMin) ?? new Decimal(0)).toFixed() };
  const step = new Decimal(1).div(new Decimal(10).pow(decimals));
  const perShare = price.times(unit);
  // Steps of shares: [lo] always affordable (0), [hi] an upper bound (the balance without the fee).
  let lo = new Decimal(0);
  let hi = available.div(perShare).div(step).floor();
  if (cap) hi = Decimal.min(hi, cap.div(step).floor());
  while (lo.lt(hi)) {
    const mid = lo.plus(hi).plus(1).div(2).floor();
    if (buyCost(mid.times(step), price, unit, fees).lte(available)) lo = mid;
    else hi = mid.minus(1);
  }
  const maxShares = lo.times(step);
  if (maxShares.lte(0)) return { maxShares: '0', maxAmount: '0.00' };
  // The amounts that buy exactly maxShares are those below (maxShares + step) x price x rate.
  let maxAmount = maxShares.plus(step).times(perShare).toDecimalPlaces(2, Decimal.ROUND_UP).minus('0.01');
  while (maxAmount.gt(0) && maxAmount.div(perShare).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).gt(maxShares))
    maxAmount = maxAmount.minus('0.01');
  return { maxShares: maxShares.toFixed(), maxAmount: maxAmount.toFixed(2) };
}

/**
 * What the ticket sends: exactly one of quantity and amount, a price only for limit and stop-limit
 * orders, a stop price for stops, a trailing distance for trailing stops, and the
 * payment password unless trading is unlocked on this session (undefined: none is sent).
 */
export function ticketOrder(
  input: TicketInput,
  code: string,
  timeInForce: 'day' | 'gtc',
  payPassword: string | undefined,
): Record<string, unknown> {
  const order: Record<string, unknown> = {
    side: input.side,
    code,
    delegate_type: input.delegateType,
    time_in_force: timeInForce,
  };
  if (payPassword !== undefined) order.pay_password = payPassword;
  if (input.mode === 'quantity') order.quantity = input.quantity.trim();
  else order.amount = input.amount.trim();
  if (input.delegateType === 'limit' || input.delegateType === 'stop_limit') order.price = input.limitPrice.trim();
  if (input.delegateType === 'stop' || input.delegateType === 'stop_limit') order.stop_price = (input.stopPrice ?? '').trim();
  if (input.delegateType === 'trailing')
    order[input.trailMode === 'percent' ? 'trail_percent' : 'trail_amount'] = (input.trailValue ?? '').trim();
  return order;
}
