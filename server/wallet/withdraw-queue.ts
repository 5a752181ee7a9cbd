import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import type { ReviewHours } from '../money-config';
import { moneyText } from '../ledger/money';
import { queryPage } from '../db/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { reviewWindow } from './review-hours';
import type { ReviewStatus as Status } from './review-decision';

/** The finance team's withdrawals, one page, with whether the review window is open now. */
export async function withdrawQueue(
  db: Queryable,
  input: ApiMap['ops/withdraws']['request'],
  hours: ReviewHours,
  now: Date,
): Promise<ApiMap['ops/withdraws']['response']> {
  const params = [input.id ? null : (input.status ?? 'review'), input.id ?? null];
  const where = '($1::text IS NULL OR w.status = $1) AND ($2::bigint IS NULL OR w.id = $2)';
  const { rows, ...paging } = await queryPage<{
    id: string;
    order_no: string;
    uid: string;
    real_name: string | null;
    account_type: 'wallet' | 'bank';
    protocol: 'TRC20' | 'ERC20' | null;
    target: string;
    currency: string;
    amount: string;
    fee: string;
    arrival_amount: string;
    status: Status;
    reason: string;
    reviewer: string | null;
    created_at: Date;
    reviewed_at: Date | null;
  }>(
    db,
    {
      rows: `SELECT w.id::text AS id, w.order_no, m.uid, v.real_name, w.account_type, w.protocol, w.target, w.currency, w.amount::text AS amount, w.fee::text AS fee,
            w.arrival_amount::text AS arrival_amount, w.status, w.reason, s.name AS reviewer, w.created_at, w.reviewed_at
       FROM withdrawals w JOIN members m ON m.id = w.member_id
       LEFT JOIN realname_verifications v ON v.member_id = w.member_id LEFT JOIN staff s ON s.id = w.reviewed_by
      WHERE ${where} ORDER BY w.id`,
      count: `SELECT count(*)::text AS n FROM withdrawals w WHERE ${where}`,
    },
    params,
    input,
  );
  const window = reviewWindow(hours, now);
  return {
    ...paging,
    review_open: window.open,
    next_review: unixSecondsOrNull(window.next),
    review_hours: `${hours.start}-${hours.end} ${hours.timezone}`,
    list: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      real_name: r.real_name ?? '',
      amount: moneyText(r.amount),
      fee: moneyText(r.fee),
      arrival_amount: moneyText(r.arrival_amount),
      reviewer: r.reviewer ?? '',
      created_at: unixSeconds(r.created_at),
      reviewed_at: unixSecondsOrNull(r.reviewed_at),
    })),
  };
}
