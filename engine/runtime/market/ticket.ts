import Decimal from 'decimal.js';
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
  /** The current price in the quote currency. */
  price: unknown;
  /** USD, GBP or GBX (pence). */
  currency: string;
  /** USD per unit of GBP for U.K. lines; ignored for USD. */
  fxRate?: unknown;
  /** A fraction of the order value, e.g. "0.001". */
  feeRate?: unknown;
  /** Sell: shares held. */
  holding?: unknown;
}

export interface TicketPreview {
  /** i18n key of the first problem, if any; the preview figures are absent then. */
  error?: string;
  /** Shares (given, or estimated from the amount), 4 decimals, rounded down. */
  shares?: string;
  /** Price per share in USD used for the preview. */
  priceUsd?: string;
  /** Order value in USD. */
  value?: string;
  fee?: string;
  /** Buy: value plus fee, what is taken. Sell: value minus fee, what is paid out. */
  total?: string;
}

const SHARES = /^\d+(\.\d{1,4})?$/;
const PRICE = /^\d+(\.\d{1,4})?$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** USD for one unit of the quote currency: pence are a hundredth of a pound. */
export function usdPerUnit(currency: string, fxRate: unknown): Decimal | undefined {
  if (currency === '' || currency === 'USD') return new Decimal(1);
  const fx = toDecimal(fxRate);
  if (!fx || fx.lte(0)) return undefined;
  return currency === 'GBX' ? fx.div(100) : fx;
}

/**
 * The ticket's preview and its checks, exact in decimals. Only a preview: the server prices the
 * order from its own quote when it fills, so a market order's total is an estimate.
 */
export function previewTicket(input: TicketInput): TicketPreview {
  const unit = usdPerUnit(input.currency, input.fxRate);
  if (!unit) return { error: 'trade.ticket.noFx' };
  let price: Decimal | undefined;
  if (input.delegateType === 'limit') {
    if (!PRICE.test(input.limitPrice.trim())) return { error: 'trade.ticket.priceInvalid' };
    price = new Decimal(input.limitPrice.trim());
  } else {
    price = toDecimal(input.price);
  }
  if (!price || price.lte(0)) return { error: input.delegateType === 'limit' ? 'trade.ticket.priceInvalid' : 'trade.ticket.noPrice' };
  const priceUsd = price.times(unit);
  const feeRate = toDecimal(input.feeRate) ?? new Decimal(0);

  let shares: Decimal;
  let value: Decimal;
  if (input.mode === 'quantity') {
    if (!SHARES.test(input.quantity.trim())) return { error: 'trade.ticket.quantityInvalid' };
    shares = new Decimal(input.quantity.trim());
    value = shares.times(priceUsd);
  } else {
    if (!AMOUNT.test(input.amount.trim())) return { error: 'trade.ticket.amountInvalid' };
    value = new Decimal(input.amount.trim());
    shares = value.div(priceUsd).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  }
  if (shares.lte(0) || value.lte(0))
    return { error: input.mode === 'quantity' ? 'trade.ticket.quantityInvalid' : 'trade.ticket.amountInvalid' };
  if (input.side === 'sell') {
    const holding = toDecimal(input.holding);
    if (holding !== undefined && shares.gt(holding)) return { error: 'trade.ticket.overHolding' };
  }
  // Fees round up to the cent so the preview never promises less than is charged.
  const fee = value.times(feeRate).toDecimalPlaces(2, Decimal.ROUND_UP);
  const total = input.side === 'buy' ? value.plus(fee) : value.minus(fee);
  return {
    shares: shares.toFixed(4),
    priceUsd: priceUsd.toFixed(4, Decimal.ROUND_HALF_UP),
    value: value.toFixed(2, Decimal.ROUND_HALF_UP),
    fee: fee.toFixed(2),
    total: total.toFixed(2, Decimal.ROUND_HALF_UP),
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
