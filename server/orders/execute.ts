import { fillOf } from '@core/market/fill';
import { isOpen } from '@core/market/calendar';
import { costPortion, fxCurrencyOf, saleProfit, tradeFee, tradeValue, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import type { Quote } from '../market/market-data';
import { memberAccount, platformAccount } from '../ledger/accounts';
import { endHold } from '../ledger/holds';
import { lockAccounts, postEntry } from '../ledger/post';
import { Decimal } from '../ledger/money';
import type { OrderRow } from './rows';
import { isStale, staleLimitMs } from './terms';
import { queueTeamReward } from '../team/sources';

export type Outcome = 'transacted' | 'rejected' | null;

/**
 * Fills a pending order the caller has locked (claimPending), if the quote fills it now by the fill
 * rule (core/market/fill.ts) while its exchange is in session and the FX rate is fresh; a buy whose
 * account cannot pay at the fill (the rate moved) or a sell whose proceeds would not cover the fee
 * is rejected with its reason. Everything in the caller's transaction. Returns what happened, or
 * null when the order stays pending.
 */
export async function executeIfDue(q: Queryable, services: Services, order: OrderRow, quote: Quote, now: Date): Promise<Outcome> {
  if (!isOpen(order.market, now)) return null;
  // A market order is priced on the quote it was accepted with; a limit order on quotes after it.
  const placedAt = order.delegate_type === 'market' ? quote.time : order.created_at;
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
  const currency = services.config.money.currency;
  const member = await memberAccount(q, order.member_id, 'etf', currency, now);
  const custody = await platformAccount(q, 'custody', currency, now);
  const fees = await platformAccount(q, 'fees', currency, now);
  // The hold is ended before postEntry locks: take the entry's accounts first, in postEntry's order.
  await lockAccounts(q, [member, custody, fees]);
  const filled = { fill_price: fill.price, fill_time: fill.time, fx_rate: perUnit.toFixed(), fx_time: fx.time, source: quote.source };

  if (order.side === 'buy') {
    const cost = value.plus(fee);
    const { rows } = await q.query<{ available: string }>(
      'SELECT (balance - frozen)::text AS available FROM ledger_accounts WHERE id = $1',
      [member],
    );
    const held = new Decimal(order.occupied);
    if (new Decimal(rows[0]!.available).plus(held).lt(cost)) {
      await endHold(q, order.hold_id!, 'released', now);
      await reject(q, order, { key: 'server.trade.rejectFunds', args: { amount: cost.toFixed(2) } }, now);
      return 'rejected';
    }
    await endHold(q, order.hold_id!, 'posted', now);
    const entry = await postEntry(q, {
      type: 'etf_buy',
      memo: `${order.code} ${order.quantity} @ ${fill.price} ${order.quote_currency}`,
      refType: 'etf_order',
      refId: order.id,
      at: now,
      lines: [
        { account: member, amount: cost.neg() },
        { account: custody, amount: value },
        { account: fees, amount: fee },
      ],
    });
    await q.query(
      `INSERT INTO etf_positions (member_id, code, quantity, cost_basis, opened_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (member_id, code) DO UPDATE SET quantity = etf_positions.quantity + $3, cost_basis = etf_positions.cost_basis + $4,
         opened_at = CASE WHEN etf_positions.quantity = 0 THEN $5 ELSE etf_positions.opened_at END, updated_at = $5`,
      [order.member_id, order.code, order.quantity, cost.toFixed(), now],
    );
    await transacted(
      q,
      order,
      { ...filled, value: value.toFixed(), fee: fee.toFixed(), cost_basis: cost.toFixed(), profit: null, entry },
      now,
    );
    // The fee is fee revenue the member's team shares in (docs/team.md).
    await queueTeamReward(q, order.member_id, entry, now);
    return 'transacted';
  }

  const { rows } = await q.query<{ quantity: string; cost_basis: string }>(
    'SELECT quantity::text AS quantity, cost_basis::text AS cost_basis FROM etf_positions WHERE member_id = $1 AND code = $2 FOR UPDATE',
    [order.member_id, order.code],
  );
  const position = rows[0]!;
  const release = `UPDATE etf_positions SET reserved = reserved - $3, updated_at = $4 WHERE member_id = $1 AND code = $2`;
  if (value.lte(fee)) {
    await q.query(release, [order.member_id, order.code, order.quantity, now]);
    await reject(q, order, { key: 'server.trade.rejectBelowFee', args: {} }, now);
    return 'rejected';
  }
  const basis = costPortion(position.cost_basis, position.quantity, order.quantity);
  const profit = saleProfit(value, fee, basis);
  const entry = await postEntry(q, {
    type: 'etf_sell',
    memo: `${order.code} ${order.quantity} @ ${fill.price} ${order.quote_currency}`,
    refType: 'etf_order',
    refId: order.id,
    at: now,
    lines: [
      { account: custody, amount: value.neg() },
      { account: member, amount: value.minus(fee) },
      { account: fees, amount: fee },
    ],
  });
  await q.query(
    `UPDATE etf_positions SET quantity = quantity - $3, reserved = reserved - $3, cost_basis = cost_basis - $4, updated_at = $5
      WHERE member_id = $1 AND code = $2`,
    [order.member_id, order.code, order.quantity, basis.toFixed(), now],
  );
  await transacted(
    q,
    order,
    { ...filled, value: value.toFixed(), fee: fee.toFixed(), cost_basis: basis.toFixed(), profit: profit.toFixed(), entry },
    now,
  );
  await queueTeamReward(q, order.member_id, entry, now);
  return 'transacted';
}

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
): Promise<void> {
  const { rows } = await q.query(
    `UPDATE etf_orders SET status = 'transacted', fill_price = $2, fill_time = $3, fx_rate = $4, fx_time = $5, source = $6, quote_time = $3, value = $7,
       fee = $8, cost_basis = $9, profit = $10, entry_id = $11, ended_at = $12 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [order.id, f.fill_price, f.fill_time, f.fx_rate, f.fx_time, f.source, f.value, f.fee, f.cost_basis, f.profit, f.entry, now],
  );
  // The caller holds the row lock of a pending order: anything else is a bug, and rolls the fill back.
  if (!rows[0]) throw new Error(`order ${order.id} was not pending at its fill`);
}

/** A rejection's reason, kept as its message key and arguments so each member reads it in their language. */
export interface RejectReason {
  key: 'server.trade.rejectFunds' | 'server.trade.rejectBelowFee';
  args: Record<string, string>;
}

async function reject(q: Queryable, order: OrderRow, reason: RejectReason, now: Date): Promise<void> {
  await q.query(`UPDATE etf_orders SET status = 'rejected', reject_reason = $2, ended_at = $3 WHERE id = $1 AND status = 'pending'`, [
    order.id,
    JSON.stringify(reason),
    now,
  ]);
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
): Promise<{ side: 'buy' | 'sell'; released: Decimal } | undefined> {
  const { rows } = await q.query<{ side: 'buy' | 'sell'; hold_id: string | null; member_id: string; code: string; quantity: string }>(
    `UPDATE etf_orders SET status = $2, ended_at = $3
      WHERE id = $1 AND status = 'pending' AND ($4::bigint IS NULL OR member_id = $4) AND ($5::timestamptz IS NULL OR expires_at <= $5)
      RETURNING side, hold_id::text AS hold_id, member_id::text AS member_id, code, quantity::text AS quantity`,
    [id, to, now, where.memberId ?? null, where.expiredBy ?? null],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.side === 'buy') {
    const { amount } = await endHold(q, row.hold_id!, 'released', now);
    return { side: 'buy', released: amount };
  }
  await q.query('UPDATE etf_positions SET reserved = reserved - $3, updated_at = $4 WHERE member_id = $1 AND code = $2', [
    row.member_id,
    row.code,
    row.quantity,
    now,
  ]);
  return { side: 'sell', released: new Decimal(0) };
}
