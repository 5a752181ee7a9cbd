import { fillOf } from '@core/market/fill';
import { isOpen } from '@core/market/calendar';
import { costPortion, fxCurrencyOf, saleProfit, tradeFee, tradeValue, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import type { Quote } from '../market/market-data';
import { memberAccount, platformAccountFor } from '../ledger/accounts';
import { endHold } from '../ledger/holds';
import { lockAccounts, postEntry, type Line, type LockedAccount } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { ORDER_COLUMNS, type OrderRow } from './rows';
import { isStale, staleLimitMs } from './terms';
import { queueTeamReward } from '../team/sources';
import { writeNotice } from '../notices/notices';

export type Outcome = 'transacted' | 'rejected' | null;

/** The three accounts of an order's entry, locked in id order, as lockAccounts read them. */
export interface OrderAccounts {
  member: string;
  custody: string;
  fees: string;
  locked: Map<string, LockedAccount>;
}

/**
 * Locks the accounts an order's fill posts to: the member's ETF account and the member's
 * sub-accounts of custody and fees (ledger/accounts.ts platformShard), in id order, in one statement.
 */
export async function lockOrderAccounts(q: Queryable, services: Services, memberId: string, now: Date): Promise<OrderAccounts> {
  const currency = services.config.money.currency;
  const member = await memberAccount(q, memberId, 'etf', currency, now);
  const custody = await platformAccountFor(q, 'custody', currency, memberId, now);
  const fees = await platformAccountFor(q, 'fees', currency, memberId, now);
  return { member, custody, fees, locked: await lockAccounts(q, [member, custody, fees]) };
}

/**
 * Fills a pending order the caller has locked (claimPending), if the quote fills it now by the fill
 * rule (core/market/fill.ts) while its exchange is in session and the FX rate is fresh; a buy whose
 * account cannot pay at the fill (the rate moved) or a sell whose proceeds would not cover the fee
 * is rejected with its reason. Everything in the caller's transaction. Returns what happened, or
 * null when the order stays pending.
 */
export async function executeIfDue(q: Queryable, services: Services, order: OrderRow, quote: Quote, now: Date): Promise<Outcome> {
  const ended = await fillIfDue(q, services, order, quote, now);
  return ended === null ? null : ended.status === 'transacted' ? 'transacted' : 'rejected';
}

/**
 * executeIfDue's work, returning the order as it ended (or null while it stays pending). A market
 * order placed this moment passes the accounts it locked and checked at placing: no hold was
 * placed for it (it fills at once), and nothing is locked or read twice.
 */
export async function fillIfDue(
  q: Queryable,
  services: Services,
  order: OrderRow,
  quote: Quote,
  now: Date,
  accounts?: OrderAccounts,
): Promise<OrderRow | null> {
  if (!isOpen(order.market, now)) return null;
  // A conditional order fills only once triggered, and then on the quote that triggered it or a later one.
  if (order.trigger_type && !order.triggered_at) return null;
  // A market order is priced on the quote it was accepted with; a limit order on quotes after it.
  const placedAt = order.triggered_at ?? (order.delegate_type === 'market' ? quote.time : order.created_at);
  const fill = fillOf(
    { side: order.side, delegate_type: order.delegate_type, limit: order.limit_price, placed_at: new Date(placedAt) },
    quote,
    now,
    staleLimitMs(services),
  );
  if (!fill) return null;
  const fx = services.market.fx(fxCurrencyOf(order.quote_currency));
  if (!fx || isStale(services, fx.time, now)) return null;
  const perUnit = usdtPerQuoteUnit(order.quote_currency, fx.rate);
  const value = tradeValue(order.quantity, fill.price, perUnit, order.side);
  const fee = tradeFee(value, { rate: services.config.trading.feeRate, min: services.config.trading.feeMin });
  // A hold is ended before postEntry: the entry's accounts are locked first, in postEntry's order.
  const { member, custody, fees, locked } = accounts ?? (await lockOrderAccounts(q, services, order.member_id, now));
  const filled = { fill_price: fill.price, fill_time: fill.time, fx_rate: perUnit.toFixed(), fx_time: fx.time, source: quote.source };

  if (order.side === 'buy') {
    const cost = value.plus(fee);
    const account = locked.get(member)!;
    const held = order.hold_id ? new Decimal(order.occupied) : new Decimal(0);
    if (new Decimal(account.balance).minus(account.frozen).plus(held).lt(cost)) {
      if (order.hold_id) await endHold(q, order.hold_id, 'released', now);
      return reject(q, order, { key: 'server.trade.rejectFunds', args: { amount: cost.toFixed(2) } }, now);
    }
    if (order.hold_id) {
      await endHold(q, order.hold_id, 'posted', now);
      account.frozen = new Decimal(account.frozen).minus(held).toFixed();
    }
    return settleFill(q, order, filled, now, locked, {
      type: 'etf_buy',
      lines: [
        { account: member, amount: cost.neg() },
        { account: custody, amount: value },
        { account: fees, amount: fee },
      ],
      figures: { value: value.toFixed(), fee: fee.toFixed(), cost_basis: cost.toFixed(), profit: null },
      // The position grows in the same statement.
      position: {
        sql: `INSERT INTO etf_positions (member_id, code, quantity, cost_basis, opened_at, updated_at) VALUES ($13, $14, $15, $16, $12, $12)
          ON CONFLICT (member_id, code) DO UPDATE SET quantity = etf_positions.quantity + $15, cost_basis = etf_positions.cost_basis + $16,
            opened_at = CASE WHEN etf_positions.quantity = 0 THEN $12 ELSE etf_positions.opened_at END, updated_at = $12`,
        params: [order.member_id, order.code, order.quantity, cost.toFixed()],
      },
    });
  }

  const { rows } = await q.query<{ quantity: string; cost_basis: string }>(
    'SELECT quantity::text AS quantity, cost_basis::text AS cost_basis FROM etf_positions WHERE member_id = $1 AND code = $2 FOR UPDATE',
    [order.member_id, order.code],
  );
  const position = rows[0]!;
  if (value.lte(fee)) {
    await q.query(`UPDATE etf_positions SET reserved = reserved - $3, updated_at = $4 WHERE member_id = $1 AND code = $2`, [
      order.member_id,
      order.code,
      order.quantity,
      now,
    ]);
    return reject(q, order, { key: 'server.trade.rejectBelowFee', args: {} }, now);
  }
  const basis = costPortion(position.cost_basis, position.quantity, order.quantity);
  return settleFill(q, order, filled, now, locked, {
    type: 'etf_sell',
    lines: [
      { account: custody, amount: value.neg() },
      { account: member, amount: value.minus(fee) },
      { account: fees, amount: fee },
    ],
    figures: { value: value.toFixed(), fee: fee.toFixed(), cost_basis: basis.toFixed(), profit: saleProfit(value, fee, basis).toFixed() },
    // The holding shrinks in the same statement.
    position: {
      sql: `UPDATE etf_positions SET quantity = quantity - $15, reserved = reserved - $15, cost_basis = cost_basis - $16, updated_at = $12
        WHERE member_id = $13 AND code = $14`,
      params: [order.member_id, order.code, order.quantity, basis.toFixed()],
    },
  });
}

/**
 * A fill's writes, buy or sell: its entry, the order marked filled with the position's change in
 * the same statement, and the team reward of its fee (docs/team.md).
 */
async function settleFill(
  q: Queryable,
  order: OrderRow,
  filled: { fill_price: string; fill_time: Date; fx_rate: string; fx_time: Date; source: string },
  now: Date,
  locked: Map<string, LockedAccount>,
  f: {
    type: 'etf_buy' | 'etf_sell';
    lines: Line[];
    figures: { value: string; fee: string; cost_basis: string; profit: string | null };
    position: { sql: string; params: unknown[] };
  },
): Promise<OrderRow> {
  const entry = await postEntry(
    q,
    {
      type: f.type,
      memo: `${order.code} ${order.quantity} @ ${filled.fill_price} ${order.quote_currency}`,
      refType: 'etf_order',
      refId: order.id,
      at: now,
      lines: f.lines,
    },
    locked,
  );
  const ended = await transacted(q, order, { ...filled, ...f.figures, entry }, now, f.position);
  await queueTeamReward(q, order.member_id, entry, now);
  // Fills are whole (an order fills at once or not at all), so this is the order's one fill notice.
  // The quantity without the column's trailing zeros (2.5, not 2.50000000); the price as quoted.
  await writeNotice(
    q,
    order.member_id,
    order.side === 'buy' ? 'orderBought' : 'orderSold',
    {
      order: order.order_no,
      code: order.code,
      quantity: new Decimal(order.quantity).toFixed(),
      price: filled.fill_price,
      currency: order.quote_currency,
    },
    now,
  );
  return ended;
}

/**
 * Marks the order filled, with its position's change as a data-modifying CTE of the same statement
 * (parameters $13 onwards), and returns the order as it now stands.
 */
async function transacted(
  q: Queryable,
  order: OrderRow,
  f: {
    fill_price: string;
    fill_time: Date;
    fx_rate: string;
    fx_time: Date;
    source: string;
    value: string;
    fee: string;
    cost_basis: string;
    profit: string | null;
    entry: string;
  },
  now: Date,
  position: { sql: string; params: unknown[] },
): Promise<OrderRow> {
  const { rows } = await q.query<OrderRow>(
    `WITH p AS (${position.sql})
     UPDATE etf_orders SET status = 'transacted', fill_price = $2, fill_time = $3, fx_rate = $4, fx_time = $5, source = $6, quote_time = $3, value = $7,
       fee = $8, cost_basis = $9, profit = $10, entry_id = $11, ended_at = $12 WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
    [
      order.id,
      f.fill_price,
      f.fill_time,
      f.fx_rate,
      f.fx_time,
      f.source,
      f.value,
      f.fee,
      f.cost_basis,
      f.profit,
      f.entry,
      now,
      ...position.params,
    ],
  );
  // The caller holds the row lock of a pending order: anything else is a bug, and rolls the fill back.
  if (!rows[0]) throw new Error(`order ${order.id} was not pending at its fill`);
  return rows[0];
}

/** A rejection's reason, kept as its message key and arguments so each member reads it in their language. */
export interface RejectReason {
  key: 'server.trade.rejectFunds' | 'server.trade.rejectBelowFee';
  args: Record<string, string>;
}

async function reject(q: Queryable, order: OrderRow, reason: RejectReason, now: Date): Promise<OrderRow> {
  const { rows } = await q.query<OrderRow>(
    `UPDATE etf_orders SET status = 'rejected', reject_reason = $2, ended_at = $3 WHERE id = $1 AND status = 'pending' RETURNING ${ORDER_COLUMNS}`,
    [order.id, JSON.stringify(reason), now],
  );
  if (!rows[0]) throw new Error(`order ${order.id} was not pending at its rejection`);
  return rows[0];
}

/**
 * Ends a pending order without a fill (revoke, expiry): the buy's hold is released exactly, the
 * sell's reserved shares freed. The conditional UPDATE is the race's referee: a fill, a revoke and
 * an expiry of one order, on any instance, find it pending only once.
 */
export async function endPending(
  q: Queryable,
  id: string,
  to: 'revoked' | 'expired',
  now: Date,
  where: { memberId?: string; expiredBy?: Date } = {},
): Promise<{ side: 'buy' | 'sell'; released: Decimal; memberId: string; orderNo: string; code: string; quantity: string } | undefined> {
  const { rows } = await q.query<{
    side: 'buy' | 'sell';
    hold_id: string | null;
    member_id: string;
    order_no: string;
    code: string;
    quantity: string;
    oco_id: string | null;
    shares_reserved: boolean;
  }>(
    `UPDATE etf_orders SET status = $2, ended_at = $3
      WHERE id = $1 AND status = 'pending' AND ($4::bigint IS NULL OR member_id = $4) AND ($5::timestamptz IS NULL OR expires_at <= $5)
      RETURNING side, hold_id::text AS hold_id, member_id::text AS member_id, order_no, code, quantity::text AS quantity,
        oco_id::text AS oco_id, shares_reserved`,
    [id, to, now, where.memberId ?? null, where.expiredBy ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  const ended = { memberId: row.member_id, orderNo: row.order_no, code: row.code, quantity: row.quantity };
  if (row.side === 'buy') {
    const { amount } = await endHold(q, row.hold_id!, 'released', now);
    return { side: 'buy', released: amount, ...ended };
  }
  // A take-profit and its stop-loss share one reservation: the order holding it passes it to the
  // other while that one is still pending, and only the last of the pair gives the shares back.
  if (!row.shares_reserved) return { side: 'sell', released: new Decimal(0), ...ended };
  if (row.oco_id) {
    const passed = await q.query(
      `UPDATE etf_orders SET shares_reserved = true WHERE id = $1 AND status = 'pending' AND NOT shares_reserved RETURNING id`,
      [row.oco_id],
    );
    if (passed.rows.length > 0) return { side: 'sell', released: new Decimal(0), ...ended };
  }
  await q.query('UPDATE etf_positions SET reserved = reserved - $3, updated_at = $4 WHERE member_id = $1 AND code = $2', [
    row.member_id,
    row.code,
    row.quantity,
    now,
  ]);
  return { side: 'sell', released: new Decimal(0), ...ended };
}
