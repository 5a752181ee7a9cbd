import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import type { ReviewStatus } from './review-decision';

export interface WithdrawalListRow {
  id: string;
  order_no: string;
  amount: string;
  fee: string;
  arrival_amount: string;
  account_type: 'wallet' | 'bank';
  protocol: 'TRC20' | 'ERC20' | null;
  target: string;
  currency: string;
  status: ReviewStatus;
  reason: string;
  created_at: Date;
}

/** One page of the member's withdrawals, newest first, all or those in one status. */
export function withdrawalPage(
  q: Queryable,
  memberId: string,
  status: string | null,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: WithdrawalListRow[] }> {
  return queryPage<WithdrawalListRow>(
    q,
    {
      rows: `SELECT id::text AS id, order_no, amount::text AS amount, fee::text AS fee, arrival_amount::text AS arrival_amount, account_type, protocol, target, currency, status, reason, created_at
         FROM withdrawals WHERE member_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC`,
      count: 'SELECT count(*)::text AS n FROM withdrawals WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)',
    },
    [memberId, status],
    input,
  );
}

export interface NewWithdrawal {
  memberId: string;
  orderNo: string;
  accountType: 'wallet' | 'bank';
  targetId: number;
  protocol: 'TRC20' | 'ERC20' | null;
  target: string;
  currency: string;
  amount: string;
  fee: string;
  arrival: string;
  at: Date;
}

/** A withdrawal under review (its hold is set next: setWithdrawalHold). */
export async function insertWithdrawal(q: Queryable, w: NewWithdrawal): Promise<{ id: string; order_no: string }> {
  const { rows } = await q.query<{ id: string; order_no: string }>(
    `INSERT INTO withdrawals (member_id, order_no, account_type, target_id, protocol, target, currency, amount, fee, arrival_amount, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'review', $11) RETURNING id::text AS id, order_no`,
    [w.memberId, w.orderNo, w.accountType, w.targetId, w.protocol, w.target, w.currency, w.amount, w.fee, w.arrival, w.at],
  );
  return rows[0]!;
}

export async function setWithdrawalHold(q: Queryable, id: string, holdId: string): Promise<void> {
  await q.query('UPDATE withdrawals SET hold_id = $2 WHERE id = $1', [id, holdId]);
}

/** Cancels the member's withdrawal if still under review; answers its hold to release, or undefined. */
export async function cancelWithdrawal(q: Queryable, id: number, memberId: string, at: Date): Promise<string | undefined> {
  const { rows } = await q.query<{ hold_id: string }>(
    `UPDATE withdrawals SET status = 'canceled', reviewed_at = $3 WHERE id = $1 AND member_id = $2 AND status = 'review' RETURNING hold_id::text AS hold_id`,
    [id, memberId, at],
  );
  return rows[0]?.hold_id;
}

export async function withdrawalExists(q: Queryable, id: number, memberId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM withdrawals WHERE id = $1 AND member_id = $2', [id, memberId]);
  return rows.length > 0;
}
