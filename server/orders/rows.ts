import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import type { TriggerType } from '@core/market/trigger';

/** An etf_orders row as the domain reads it (NUMERIC as text, never floats). */
export interface OrderRow {
  id: string;
  member_id: string;
  order_no: string;
  code: string;
  market: 'US' | 'UK';
  quote_currency: 'USD' | 'GBP' | 'GBX';
  side: 'buy' | 'sell';
  delegate_type: 'market' | 'limit';
  time_in_force: 'day' | 'gtc';
  quantity: string;
  requested_amount: string | null;
  limit_price: string | null;
  status: 'pending' | 'transacted' | 'revoked' | 'expired' | 'rejected';
  reject_reason: string | null;
  hold_id: string | null;
  occupied: string;
  fill_price: string | null;
  fill_time: Date | null;
  fx_rate: string | null;
  fx_time: Date | null;
  source: string | null;
  quote_time: Date | null;
  value: string | null;
  fee: string | null;
  cost_basis: string | null;
  profit: string | null;
  expires_at: Date;
  created_at: Date;
  /** Conditional orders (migration 031, core/market/trigger.ts); null on plain market and limit orders. */
  trigger_type: TriggerType | null;
  stop_price: string | null;
  trail_amount: string | null;
  trail_percent: string | null;
  trail_best: string | null;
  triggered_at: Date | null;
  trigger_price: string | null;
  oco_id: string | null;
  shares_reserved: boolean;
}

export const ORDER_COLUMNS = `id::text AS id, member_id::text AS member_id, order_no, code, market, quote_currency, side, delegate_type,
  time_in_force, quantity::text AS quantity, requested_amount::text AS requested_amount, limit_price::text AS limit_price, status,
  reject_reason, hold_id::text AS hold_id, occupied::text AS occupied, fill_price::text AS fill_price, fill_time, fx_rate::text AS fx_rate,
  fx_time, source, quote_time, value::text AS value, fee::text AS fee, cost_basis::text AS cost_basis, profit::text AS profit, expires_at, created_at,
  trigger_type, stop_price::text AS stop_price, trail_amount::text AS trail_amount, trail_percent::text AS trail_percent,
  trail_best::text AS trail_best, triggered_at, trigger_price::text AS trigger_price, oco_id::text AS oco_id, shares_reserved`;

/** The order, locked for this transaction when it is still pending and no other transaction holds it (else undefined). */
export async function claimPending(q: Queryable, id: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM etf_orders WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0];
}

export async function orderById(q: Queryable, id: string | number, memberId?: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM etf_orders WHERE id = $1 AND ($2::bigint IS NULL OR member_id = $2)`,
    [id, memberId ?? null],
  );
  return rows[0];
}

/**
 * One page of the member's orders: closed, the sells that realized a result; entrust, every order that
 * did not fill (pending first, then newest first).
 */
export function orderPage(
  q: Queryable,
  memberId: string,
  tab: 'closed' | 'entrust',
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: OrderRow[] }> {
  const where =
    tab === 'closed' ? `member_id = $1 AND side = 'sell' AND status = 'transacted'` : `member_id = $1 AND status <> 'transacted'`;
  return queryPage<OrderRow>(
    q,
    {
      rows: `SELECT ${ORDER_COLUMNS} FROM etf_orders WHERE ${where} ORDER BY (status = 'pending') DESC, id DESC`,
      count: `SELECT count(*)::text AS n FROM etf_orders WHERE ${where}`,
    },
    [memberId],
    input,
  );
}
