import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import type { ReviewStatus } from './review-decision';

export interface NewDeposit {
  memberId: string;
  orderNo: string;
  currencyType: 'virtual' | 'legal';
  currency: string;
  protocol: string | null;
  recId: number;
  recTarget: string;
  amount: string;
  voucherKey: string;
  voucherSha256: string;
  txHash: string | null;
  depositorName: string;
  at: Date;
}

/** A deposit under review; the unique indexes on its proofs decide between two at the same moment (deposit-proofs.ts). */
export async function insertDeposit(q: Queryable, d: NewDeposit): Promise<{ id: string; order_no: string }> {
  const { rows } = await q.query<{ id: string; order_no: string }>(
    `INSERT INTO deposits (member_id, order_no, currency_type, currency, protocol, rec_id, rec_target, amount, voucher_key, voucher_sha256, tx_hash, depositor_name, status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'review', $13) RETURNING id::text AS id, order_no`,
    [
      d.memberId,
      d.orderNo,
      d.currencyType,
      d.currency,
      d.protocol,
      d.recId,
      d.recTarget,
      d.amount,
      d.voucherKey,
      d.voucherSha256,
      d.txHash,
      d.depositorName,
      d.at,
    ],
  );
  return rows[0]!;
}

export interface DepositListRow {
  id: string;
  order_no: string;
  currency_type: 'virtual' | 'legal';
  currency: string;
  protocol: 'TRC20' | 'ERC20' | null;
  rec_target: string;
  amount: string;
  voucher_key: string;
  depositor_name: string;
  status: ReviewStatus;
  reason: string;
  created_at: Date;
}

/** One page of the member's deposits, newest first, all or those in one status. */
export function depositPage(
  q: Queryable,
  memberId: string,
  status: string | null,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: DepositListRow[] }> {
  return queryPage<DepositListRow>(
    q,
    {
      rows: `SELECT id::text AS id, order_no, currency_type, currency, protocol, rec_target, amount::text AS amount, voucher_key, depositor_name, status, reason, created_at
         FROM deposits WHERE member_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC`,
      count: 'SELECT count(*)::text AS n FROM deposits WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)',
    },
    [memberId, status],
    input,
  );
}
