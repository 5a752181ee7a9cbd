import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';

export type EndReason = 'expired' | 'stop_loss' | 'early_stop';

export interface SubscriptionRow {
  id: string;
  member_id: string;
  provider_id: string;
  provider_name: string;
  provider_member_id: string;
  amount: string;
  fee: string;
  days: number;
  start_at: Date;
  expire_at: Date;
  nav_start: string;
  stop_loss: string | null;
  status: 'active' | 'settled';
  end_reason: EndReason | null;
  nav_end: string | null;
  value: string | null;
  settled_amount: string | null;
  profit: string | null;
  split_member: string | null;
  split_trader: string | null;
  split_company: string | null;
  split_team: string | null;
  hold_id: string | null;
  settled_at: Date | null;
}

export const SUBSCRIPTION_COLUMNS = `s.id::text AS id, s.member_id::text AS member_id, s.provider_id::text AS provider_id, p.display_name AS provider_name,
  p.member_id::text AS provider_member_id, s.amount::text AS amount, s.fee::text AS fee, s.days, s.start_at, s.expire_at, s.nav_start::text AS nav_start,
  s.stop_loss::text AS stop_loss, s.status, s.end_reason, s.nav_end::text AS nav_end, s.value::text AS value, s.settled_amount::text AS settled_amount,
  s.profit::text AS profit, s.split_member::text AS split_member, s.split_trader::text AS split_trader, s.split_company::text AS split_company,
  s.split_team::text AS split_team, s.hold_id::text AS hold_id, s.settled_at`;

export const SUBSCRIPTION_FROM = 'follow_subscriptions s JOIN follow_providers p ON p.id = s.provider_id';

/** One subscription; with memberId, only when it is that member's (another member's reads as absent). */
export async function subscriptionById(q: Queryable, id: string | number, memberId?: string): Promise<SubscriptionRow | undefined> {
  if (!/^[0-9]{1,18}$/.test(String(id))) return undefined;
  const { rows } = await q.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE s.id = $1 AND ($2::bigint IS NULL OR s.member_id = $2)`,
    [String(id), memberId ?? null],
  );
  return rows[0];
}

/** One page of the member's subscriptions, active first then newest first, all or those in one status. */
export function subscriptionPage(
  q: Queryable,
  memberId: string,
  status: string | null,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: SubscriptionRow[] }> {
  const where = 's.member_id = $1 AND ($2::text IS NULL OR s.status = $2)';
  return queryPage<SubscriptionRow>(
    q,
    {
      rows: `SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE ${where} ORDER BY (s.status = 'active') DESC, s.id DESC`,
      count: `SELECT count(*)::text AS n FROM follow_subscriptions s WHERE ${where}`,
    },
    [memberId, status],
    input,
  );
}

/** Every subscription of the member, in no particular order. */
export async function subscriptionsOfMember(q: Queryable, memberId: string): Promise<SubscriptionRow[]> {
  const { rows } = await q.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE s.member_id = $1`, [
    memberId,
  ]);
  return rows;
}

/** Sets (or, with null, clears) the stop-loss of the member's active subscription; false when it is not one. */
export async function setStopLoss(q: Queryable, id: number, memberId: string, stopLoss: string | null): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE follow_subscriptions SET stop_loss = $3 WHERE id = $1 AND member_id = $2 AND status = 'active' RETURNING id::text AS id`,
    [String(id), memberId, stopLoss],
  );
  return rows.length > 0;
}

/** Active subscriptions to a provider that carry a stop-loss (checked after each snapshot). */
export async function guardedSubscriptions(q: Queryable, providerId: string): Promise<SubscriptionRow[]> {
  const { rows } = await q.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE s.provider_id = $1 AND s.status = 'active' AND s.stop_loss IS NOT NULL ORDER BY s.id`,
    [providerId],
  );
  return rows;
}

/**
 * Ends an active subscription: the one conditional UPDATE an early stop, a stop-loss and the expiry
 * race for. Returns the row as it was while active to the winner, undefined to everyone else.
 */
export async function claimActive(
  q: Queryable,
  id: string,
  reason: EndReason,
  now: Date,
  memberId?: string,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE follow_subscriptions SET status = 'settled', end_reason = $2, settled_at = $3
      WHERE id = $1 AND status = 'active' AND ($4::bigint IS NULL OR member_id = $4) RETURNING id::text AS id`,
    [id, reason, now, memberId ?? null],
  );
  return rows[0] ? subscriptionById(q, id) : undefined;
}
