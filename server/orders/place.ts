import type { Instrument } from '@core/market/types';
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
  delegate_type: 'market' | 'limit';
  quantity?: string;
  amount?: string;
  price?: string;
  time_in_force?: 'day' | 'gtc';
}

/** An order checked against the published terms, before anything is written. */
export interface Ticket {
  instrument: Instrument;
  side: 'buy' | 'sell';
  delegate_type: 'market' | 'limit';
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
  if (input.delegate_type === 'market' && input.price !== undefined) throw new AppError(Codes.RULE, 'server.trade.priceOnlyLimit');
  let quote: Quote;
  let limit: Decimal | null = null;
  if (input.delegate_type === 'market') {
    assertOpen(instrument.market, now);
    quote = freshQuoteOrFail(services, instrument.code, now);
  } else {
    // A limit order may wait for the session; its band is around the last price, whatever its age.
    quote = quoteOrFail(services, instrument.code);
    limit = checkLimitPrice(services, instrument, input.price!, quote.last);
  }
  const { fx, perUnit } = fxOrFail(services, instrument, now, input.delegate_type === 'market');
  const reference = limit ?? new Decimal(side === 'buy' ? quote.ask : quote.bid);
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
  const tif = input.delegate_type === 'market' ? 'day' : (input.time_in_force ?? 'day');
  const expires = expiryOf(services, instrument, tif, now);
  return { instrument, side, delegate_type: input.delegate_type, tif, quantity, requested, limit, quote, fx, perUnit, value, fee, expires };
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
export async function writeOrder(q: Queryable, services: Services, memberId: string, t: Ticket, now: Date): Promise<OrderRow> {
  const occupied = t.side === 'buy' ? t.value.plus(t.fee) : new Decimal(0);
  if (t.side === 'sell') await reserveShares(q, memberId, t.instrument.code, t.quantity, now);
  const accounts = t.delegate_type === 'market' ? await lockOrderAccounts(q, services, memberId, now) : undefined;
  if (accounts && t.side === 'buy') {
    const account = accounts.locked.get(accounts.member)!;
    const available = new Decimal(account.balance).minus(account.frozen);
    // The member reads which account fell short (the ETF one, not the asset account they may think of).
    if (available.lt(occupied)) throw new AppError(Codes.RULE, 'server.trade.fundsShort', { available: moneyText(available) });
  }
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO etf_orders (member_id, order_no, code, market, quote_currency, side, delegate_type, time_in_force, quantity,
       requested_amount, limit_price, status, occupied, value, fee, fx_rate, fx_time, source, quote_time, expires_at, created_at)
     VALUES ($1, ${ORDER_NO_SQL}, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $13, $14, $15, $16, $17, $18, $19, $20)
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
