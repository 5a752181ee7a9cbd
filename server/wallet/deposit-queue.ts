import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import { isDemoTarget } from '../money-config';
import { moneyText } from '../ledger/money';
import { queryPage } from '../db/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import type { ReviewStatus as Status } from './review-decision';

/** The finance team's deposits, one page: those under review unless a status or one id is asked for. */
export async function depositQueue(db: Queryable, input: ApiMap['ops/deposits']['request']): Promise<ApiMap['ops/deposits']['response']> {
  const params = [input.id ? null : (input.status ?? 'review'), input.id ?? null];
  const where = '($1::text IS NULL OR d.status = $1) AND ($2::bigint IS NULL OR d.id = $2)';
  const { rows, ...paging } = await queryPage<{
    id: string;
    order_no: string;
    uid: string;
    real_name: string;
    currency_type: 'virtual' | 'legal';
    currency: string;
    protocol: 'TRC20' | 'ERC20' | null;
    rec_target: string;
    amount: string;
    voucher_key: string;
    depositor_name: string;
    tx_hash: string | null;
    status: Status;
    reason: string;
    reviewer: string | null;
    created_at: Date;
    reviewed_at: Date | null;
  }>(
    db,
    {
      rows: `SELECT d.id::text AS id, d.order_no, m.uid, d.depositor_name AS real_name, d.currency_type, d.currency, d.protocol, d.rec_target, d.amount::text AS amount,
            d.voucher_key, d.depositor_name, d.tx_hash, d.status, d.reason, s.name AS reviewer, d.created_at, d.reviewed_at
       FROM deposits d JOIN members m ON m.id = d.member_id LEFT JOIN staff s ON s.id = d.reviewed_by
      WHERE ${where} ORDER BY d.id`,
      count: `SELECT count(*)::text AS n FROM deposits d WHERE ${where}`,
    },
    params,
    input,
  );
  return {
    ...paging,
    list: rows.map(({ voucher_key, ...r }) => ({
      ...r,
      id: Number(r.id),
      amount: moneyText(r.amount),
      voucher: `/api/ops/files/${voucher_key}`,
      rec_demo: isDemoTarget(r.rec_target),
      reviewer: r.reviewer ?? '',
      created_at: unixSeconds(r.created_at),
      reviewed_at: unixSecondsOrNull(r.reviewed_at),
    })),
  };
}
