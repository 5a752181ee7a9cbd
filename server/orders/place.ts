import type { Instrument } from '@core/market/types';
import { trailingStop, type TriggerType } from '@core/market/trigger';
import { tradeFee, tradeValue } from '@core/market/fees';
import { calendarVouchesAt } from '@core/market/calendar';
import type { Caller, Services } from '../services';
import type { Queryable } from '../db/types';
import type { FxRate, Quote } from '../market/market-data';
import { AppError, Codes } from '../errors';
import { memberAccount } from '../ledger/accounts';
import { placeHold } from '../ledger/holds';
import { Decimal, moneyText } from '../ledger/money';
import { ORDER_NO_SQL, orderNoStem } from '../db/order-no';
import { enqueueJob } from '../jobs/jobs';
import { fillIfDue, lockOrderAccounts } from './execute';
import { ORDER_COLUMNS, type OrderRow } from './rows';
import {
  assertOpen,
  checkLimitPrice,
  checkQuantity,
  checkQuantityBounds,
  expiryOf,
  freshQuoteOrFail,
  fxOrFail,
  tradableInstrumentOrFail,
  quoteOrFail,
  utcText,
} from './terms';

export const EXPIRE_JOB = 'etf_order.expire';

export interface OrderInput {
  code: string;
  delegate_type: 'market' | 'limit' | 'stop' | 'stop_limit' | 'trailing';
  quantity?: string;
  amount?: string;
  price?: string;
  stop_price?: string;
  trail_amount?: string;
  /** A percentage: "2.5" is 2.5%. */
  trail_percent?: string;
  time_in_force?: 'day' | 'gtc';
}

/** A conditional order's trigger as placed (core/market/trigger.ts): its type, stop, and a trailing stop's distance and best price. */
export interface TicketTrigger {
  type: TriggerType;
  stop: Decimal;
  trail?: { amount: string } | { percent: string };
  best?: string;
}

/** The most a trailing stop may trail by, in percent. */
export const TRAIL_PERCENT_MAX = 50;

/** An order checked against the published terms, before anything is written. */
export interface Ticket {
  instrument: Instrument;
  side: 'buy' | 'sell';
  /** How it fills once due: a stop and a trailing stop become market orders, a stop-limit a limit order. */
  delegate_type: 'market' | 'limit';
  /** Conditional orders only: what makes it due. */
  trigger: TicketTrigger | null;
  tif: 'day' | 'gtc';
  quantity: Decimal;
  requested: Decimal | null;
  limit: Decimal | null;
  quote: Quote;
  fx: FxRate;
  /** USDT per unit of the quote currency (GBX: per penny). */
  perUnit: Decimal;
  /** Estimated USDT value at the reference price (ask/bid of a market order, the limit of a limit order) and its fee. */
  value: Decimal;
  fee: Decimal;
  expires: Date;
}

/** Real-name verification, then a payment password set: the guards the screens' prompts lead through, in that order (read with the session). */
export function assertMayTrade(caller: Caller): void {
  if (!caller.mayTrade.verified) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
  if (!caller.mayTrade.paySet) throw new AppError(Codes.PAY_PASSWORD_REQUIRED, 'server.payPasswordRequired');
}

/** Every check of an order that needs no database: the line, the session, the quote, quantity or amount, price. */
export function ticketOf(services: Services, side: 'buy' | 'sell', input: OrderInput, now: Date): Ticket {
  const instrument = tradableInstrumentOrFail(services, input.code);
  const calendar = calendarVouchesAt(instrument.market, now);
  if (!calendar.vouched)
    throw new AppError(Codes.RULE, 'server.trade.calendarUnvouched', { market: instrument.market, date: calendar.date });
  if ((input.quantity === undefined) === (input.amount === undefined)) throw new AppError(Codes.RULE, 'server.trade.quantityOrAmount');
  const kind = input.delegate_type;
  const delegate = kind === 'limit' || kind === 'stop_limit' ? 'limit' : 'market';
  if (delegate === 'market' && input.price !== undefined) throw new AppError(Codes.RULE, 'server.trade.priceOnlyLimit');
  if (kind !== 'stop' && kind !== 'stop_limit' && input.stop_price !== undefined)
    throw new AppError(Codes.RULE, 'server.trade.stopOnlyStop');
  if (kind !== 'trailing' && (input.trail_amount !== undefined || input.trail_percent !== undefined))
    throw new AppError(Codes.RULE, 'server.trade.trailOnlyTrailing');
  let quote: Quote;
  let limit: Decimal | null = null;
  if (kind === 'market') {
    assertOpen(instrument.market, now);
    quote = freshQuoteOrFail(services, instrument.code, now);
  } else {
    // A limit or conditional order may wait for the session; its band is around the last price, whatever its age.
    quote = quoteOrFail(services, instrument.code);
    if (delegate === 'limit') limit = checkLimitPrice(services, instrument, input.price!, quote.last);
  }
  const trigger =
    kind === 'stop' || kind === 'stop_limit' || kind === 'trailing' ? triggerOf(services, instrument, side, input, quote) : null;
  const { fx, perUnit } = fxOrFail(services, instrument, now, kind === 'market');
  // A buy holds value + fee at the price it may pay: the limit, a stop's price (a gap may cost more:
  // the fill then checks the account again), else the ask or bid.
  const reference = limit ?? trigger?.stop ?? new Decimal(side === 'buy' ? quote.ask : quote.bid);
  let quantity: Decimal;
  let requested: Decimal | null = null;
  if (input.quantity !== undefined) quantity = checkQuantity(instrument, input.quantity);
  else {
    requested = new Decimal(input.amount!);
    quantity = requested.div(reference.times(perUnit)).toDecimalPlaces(instrument.lot.quantity_decimals, Decimal.ROUND_DOWN);
    checkQuantityBounds(instrument, quantity);
  }
  const value = tradeValue(quantity, reference, perUnit, side);
  const minimum = services.config.trading.minOrderAmount;
  // An order by amount meets the minimum by what the member asked to spend: its shares round down to
  // the line's decimals, so the value filled may be a cent under the amount typed, and "5 USDT" at a
  // 5 USDT minimum must not be refused as "worth 4.99".
  const measured = requested ?? value;
  if (measured.lt(minimum)) throw new AppError(Codes.RULE, 'server.trade.amountMin', { value: measured.toFixed(2), min: minimum });
  const fee = tradeFee(value, { rate: services.config.trading.feeRate, min: services.config.trading.feeMin });
  const tif = kind === 'market' ? 'day' : (input.time_in_force ?? 'day');
  const expires = expiryOf(services, instrument, tif, now);
  return { instrument, side, delegate_type: delegate, trigger, tif, quantity, requested, limit, quote, fx, perUnit, value, fee, expires };
}

/**
 * A conditional order's trigger, checked against the market as it stands: a stop on its tick and in
 * the price band, on the side the market has not reached yet (a sell's below the bid, a buy's above
 * the ask: one already reached would fire at once, which a market or limit order says better); a
 * trailing stop's distance as one of an amount (under the price) or a percentage (up to 50%),
 * starting from the bid of a sell or the ask of a buy.
 */
function triggerOf(services: Services, instrument: Instrument, side: 'buy' | 'sell', input: OrderInput, quote: Quote): TicketTrigger {
  const price = side === 'sell' ? quote.bid : quote.ask;
  if (input.delegate_type === 'trailing') {
    if ((input.trail_amount === undefined) === (input.trail_percent === undefined)) throw new AppError(Codes.RULE, 'server.trade.trailOne');
    const distance = new Decimal(input.trail_amount ?? input.trail_percent!);
    if (distance.lte(0)) throw new AppError(Codes.RULE, 'server.trade.trailPositive');
    let trail: { amount: string } | { percent: string };
    if (input.trail_amount !== undefined) {
      if (!distance.mod(instrument.tick_size).isZero())
        throw new AppError(Codes.RULE, 'server.trade.priceTick', { code: instrument.code, tick: instrument.tick_size });
      if (distance.gte(price)) throw new AppError(Codes.RULE, 'server.trade.trailAmountMax', { price });
      trail = { amount: distance.toFixed() };
    } else {
      if (distance.gt(TRAIL_PERCENT_MAX)) throw new AppError(Codes.RULE, 'server.trade.trailPercentMax', { max: TRAIL_PERCENT_MAX });
      trail = { percent: distance.div(100).toFixed() };
    }
    return { type: 'trailing', stop: new Decimal(trailingStop(side, price, trail)), trail, best: new Decimal(price).toFixed() };
  }
  if (input.stop_price === undefined) throw new AppError(Codes.RULE, 'server.trade.stopRequired');
  const stop = checkLimitPrice(services, instrument, input.stop_price, quote.last);
  if (side === 'sell' ? stop.gte(quote.bid) : stop.lte(quote.ask))
    throw new AppError(Codes.RULE, side === 'sell' ? 'server.trade.stopBelowBid' : 'server.trade.stopAboveAsk', { price });
  return { type: input.delegate_type === 'stop_limit' ? 'stop_limit' : 'stop', stop };
}

/**
 * Writes the order in the caller's transaction. A market order fills at once on the quote it was
 * checked against: its accounts are locked once and a buy's value + fee checked against what is
 * available (refused whole when short), then the order, its entry and its position are written,
 * with no hold placed and ended in between (issue 23's short path; docs/trading.md). A limit order
 * waits for ticks: a buy holds value + fee in the member's ETF account, and its expiry is queued as
 * a durable job. A sell reserves the shares (refused when the holding, less what pending sells
 * reserve, is short).
 */
export async function writeOrder(
  q: Queryable,
  services: Services,
  memberId: string,
  t: Ticket,
  now: Date,
  // The second order of a take-profit / stop-loss pair shares the first one's reservation.
  opts: { sharesReserved?: boolean } = {},
): Promise<OrderRow> {
  const occupied = t.side === 'buy' ? t.value.plus(t.fee) : new Decimal(0);
  const sharesReserved = opts.sharesReserved ?? true;
  if (t.side === 'sell' && sharesReserved) await reserveShares(q, memberId, t.instrument.code, t.quantity, now);
  // A market order fills now; a limit or conditional order waits for ticks.
  const accounts = t.delegate_type === 'market' && !t.trigger ? await lockOrderAccounts(q, services, memberId, now) : undefined;
  if (accounts && t.side === 'buy') {
    const account = accounts.locked.get(accounts.member)!;
    const available = new Decimal(account.balance).minus(account.frozen);
    // The member reads which account fell short (the ETF one, not the asset account they may think of).
    if (available.lt(occupied)) throw new AppError(Codes.RULE, 'server.trade.fundsShort', { available: moneyText(available) });
  }
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO etf_orders (member_id, order_no, code, market, quote_currency, side, delegate_type, time_in_force, quantity,
       requested_amount, limit_price, status, occupied, value, fee, fx_rate, fx_time, source, quote_time, expires_at, created_at,
       trigger_type, stop_price, trail_amount, trail_percent, trail_best, shares_reserved)
     VALUES ($1, ${ORDER_NO_SQL}, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23, $24, $25, $26)
     RETURNING ${ORDER_COLUMNS}`,
    [
      memberId,
      orderNoStem('E', now),
      t.instrument.code,
      t.instrument.market,
      t.instrument.currency,
      t.side,
      t.delegate_type,
      t.tif,
      t.quantity.toFixed(),
      t.requested?.toFixed() ?? null,
      t.limit?.toFixed() ?? null,
      occupied.toFixed(),
      t.value.toFixed(),
      t.fee.toFixed(),
      t.perUnit.toFixed(),
      t.fx.time,
      t.quote.source,
      t.quote.time,
      t.expires,
      now,
      t.trigger?.type ?? null,
      t.trigger?.stop.toFixed() ?? null,
      t.trigger?.trail && 'amount' in t.trigger.trail ? t.trigger.trail.amount : null,
      t.trigger?.trail && 'percent' in t.trigger.trail ? t.trigger.trail.percent : null,
      t.trigger?.best ?? null,
      sharesReserved,
    ],
  );
  const order = rows[0]!;
  if (accounts) {
    // Checked open and fresh a moment ago; should the session have closed in between, nothing is written.
    const ended = await fillIfDue(q, services, order, t.quote, now, accounts);
    if (ended === null) throw new AppError(Codes.RULE, 'server.trade.staleQuote', { code: t.instrument.code, time: utcText(t.quote.time) });
    return ended;
  }
  if (t.side === 'buy') {
    const account = await memberAccount(q, memberId, 'etf', services.config.money.currency, now);
    const hold = await placeHold(q, account, occupied, { type: 'etf_order', id: order.id }, now).catch((e: unknown) => {
      if (e instanceof AppError && e.key === 'server.insufficientBalance')
        throw new AppError(Codes.RULE, 'server.trade.fundsShort', { available: e.args.available ?? '0' });
      throw e;
    });
    await q.query('UPDATE etf_orders SET hold_id = $2 WHERE id = $1', [order.id, hold]);
    order.hold_id = hold;
  }
  await enqueueJob(q, { kind: EXPIRE_JOB, subject: order.id, period: t.expires.toISOString() }, t.expires, now);
  return order;
}

async function reserveShares(q: Queryable, memberId: string, code: string, quantity: Decimal, now: Date): Promise<void> {
  const { rows } = await q.query(
    `UPDATE etf_positions SET reserved = reserved + $3, updated_at = $4 WHERE member_id = $1 AND code = $2 AND quantity - reserved >= $3 RETURNING id`,
    [memberId, code, quantity.toFixed(), now],
  );
  if (rows[0]) return;
  const held = await q.query<{ available: string }>(
    'SELECT (quantity - reserved)::text AS available FROM etf_positions WHERE member_id = $1 AND code = $2',
    [memberId, code],
  );
  const available = new Decimal(held.rows[0]?.available ?? 0);
  if (available.lte(0)) throw new AppError(Codes.RULE, 'server.trade.noHolding', { code });
  throw new AppError(Codes.RULE, 'server.trade.sharesShort', { code, available: available.toFixed(), count: available.toFixed() });
}

/** The shares of a holding not reserved by pending sells: what etf/position closes. */
export async function sellableShares(q: Queryable, memberId: string, code: string): Promise<Decimal> {
  const { rows } = await q.query<{ available: string }>(
    'SELECT (quantity - reserved)::text AS available FROM etf_positions WHERE member_id = $1 AND code = $2',
    [memberId, code],
  );
  return new Decimal(rows[0]?.available ?? 0);
}

/**
 * The take-profit and stop-loss tickets of a holding (etf/position_tpsl): sells of `quantity` at
 * market once triggered, good till cancelled. A take-profit above the bid, a stop-loss below it,
 * each on the tick and in the price band, as any price the member gives.
 */
export function tpslTickets(
  services: Services,
  code: string,
  quantity: Decimal,
  prices: { take_profit?: string; stop_loss?: string },
  now: Date,
): { takeProfit: Ticket | null; stopLoss: Ticket | null } {
  if (prices.take_profit === undefined && prices.stop_loss === undefined) throw new AppError(Codes.RULE, 'server.trade.tpslNothing');
  const base = { code, quantity: quantity.toFixed(), time_in_force: 'gtc' as const };
  let takeProfit: Ticket | null = null;
  if (prices.take_profit !== undefined) {
    // Checked as a limit price would be (tick, band), then on the side the bid has not reached.
    const t = ticketOf(services, 'sell', { ...base, delegate_type: 'limit', price: prices.take_profit }, now);
    if (t.limit!.lte(t.quote.bid)) throw new AppError(Codes.RULE, 'server.trade.takeProfitAboveBid', { price: t.quote.bid });
    takeProfit = { ...t, delegate_type: 'market', limit: null, trigger: { type: 'take_profit', stop: t.limit! } };
  }
  let stopLoss: Ticket | null = null;
  if (prices.stop_loss !== undefined) {
    const t = ticketOf(services, 'sell', { ...base, delegate_type: 'stop', stop_price: prices.stop_loss }, now);
    stopLoss = { ...t, trigger: { ...t.trigger!, type: 'stop_loss' } };
  }
  return { takeProfit, stopLoss };
}
