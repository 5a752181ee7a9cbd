import Decimal from 'decimal.js';
import { tradeFee, tradeValue } from '@core/market/fees';
import { toDecimal } from '../format/toDecimal';

export type TicketSide = 'buy' | 'sell';
export type DelegateType = 'market' | 'limit';
/** Shares, or an order value in USDT (the server works the shares out). */
export type SizeMode = 'quantity' | 'amount';

export interface TicketInput {
  side: TicketSide;
  delegateType: DelegateType;
  mode: SizeMode;
  quantity: string;
  amount: string;
  limitPrice: string;
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
  /** Sell: shares held. */
  holding?: unknown;
}

export interface TicketPreview {
  /** i18n key of the first problem, if any; the preview figures are absent then. */
  error?: string;
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
}

const SHARES = /^\d+(\.\d{1,4})?$/;
const PRICE = /^\d+(\.\d{1,4})?$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** The share decimals an amount order rounds down to (the server uses the line's lot, 4 on every line). */
const SHARE_DECIMALS = 4;

/** The published rate as given; no currency is assumed to convert at 1, so a missing rate stops the preview. */
export function usdtPerUnit(fxRate: unknown): Decimal | undefined {
  const fx = toDecimal(fxRate);
  return fx && fx.gt(0) ? fx : undefined;
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
  let price: Decimal | undefined;
  if (input.delegateType === 'limit') {
    if (!PRICE.test(input.limitPrice.trim())) return { error: 'trade.ticket.priceInvalid' };
    price = new Decimal(input.limitPrice.trim());
  } else {
    price = marketPrice(input);
  }
  if (!price || price.lte(0)) return { error: input.delegateType === 'limit' ? 'trade.ticket.priceInvalid' : 'trade.ticket.noPrice' };
  const fees = { rate: (toDecimal(input.feeRate) ?? new Decimal(0)).toFixed(), min: (toDecimal(input.feeMin) ?? new Decimal(0)).toFixed() };

  let shares: Decimal;
  if (input.mode === 'quantity') {
    if (!SHARES.test(input.quantity.trim())) return { error: 'trade.ticket.quantityInvalid' };
    shares = new Decimal(input.quantity.trim());
  } else {
    if (!AMOUNT.test(input.amount.trim())) return { error: 'trade.ticket.amountInvalid' };
    // As the server: floor(amount / (price x rate)) to the share decimals, then valued like any order.
    shares = new Decimal(input.amount.trim()).div(price.times(unit)).toDecimalPlaces(SHARE_DECIMALS, Decimal.ROUND_DOWN);
  }
  const value = tradeValue(shares, price, unit, input.side);
  if (shares.lte(0) || value.lte(0))
    return { error: input.mode === 'quantity' ? 'trade.ticket.quantityInvalid' : 'trade.ticket.amountInvalid' };
  if (input.side === 'sell') {
    const holding = toDecimal(input.holding);
    if (holding !== undefined && shares.gt(holding)) return { error: 'trade.ticket.overHolding' };
  }
  const fee = tradeFee(value, fees);
  const total = input.side === 'buy' ? value.plus(fee) : value.minus(fee);
  return {
    shares: shares.toFixed(SHARE_DECIMALS),
    price: price.toFixed(),
    priceUsdt: price.times(unit).toFixed(4, Decimal.ROUND_HALF_UP),
    value: value.toFixed(2),
    fee: fee.toFixed(2),
    total: total.toFixed(2),
  };
}

/** What the ticket sends: exactly one of quantity and amount, a price only for limit orders. */
export function ticketOrder(input: TicketInput, code: string, timeInForce: 'day' | 'gtc', payPassword: string): Record<string, unknown> {
  const order: Record<string, unknown> = {
    side: input.side,
    code,
    delegate_type: input.delegateType,
    time_in_force: timeInForce,
    pay_password: payPassword,
  };
  if (input.mode === 'quantity') order.quantity = input.quantity.trim();
  else order.amount = input.amount.trim();
  if (input.delegateType === 'limit') order.price = input.limitPrice.trim();
  return order;
}
