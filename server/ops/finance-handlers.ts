import { isDemoTarget } from '../money-config';
import type { HandlerMap } from '../services';
import { AppError, Codes } from '../http/errors';
import { idempotent, scopeOf, storedAnswer } from '../ledger/idempotent';
import type { ApiMap } from '../../core/generated/api';
import { memberAccount, platformAccount } from '../ledger/accounts';
import { lockAccounts, postEntry } from '../ledger/post';
import { endHold } from '../ledger/holds';
import { Decimal, moneyText } from '../ledger/money';
import { queryPage } from '../http/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { reviewWindow } from '../wallet/review-hours';
import { writeAudit } from './audit';

type Status = 'review' | 'refused' | 'canceled' | 'passed';

function refusalReason(input: { approve: boolean; reason?: string }): string {
  const reason = (input.reason ?? '').trim();
  if (!input.approve && reason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
  return input.approve ? '' : reason;
}

export const opsFinanceHandlers: HandlerMap = {
  'ops/deposits': async ({ input }, services) => {
    const params = [input.id ? null : (input.status ?? 'review'), input.id ?? null];
    const where = '($1::text IS NULL OR d.status = $1) AND ($2::bigint IS NULL OR d.id = $2)';
    const { rows, ...paging } = await queryPage<{
      id: string; order_no: string; uid: string; real_name: string; currency_type: 'virtual' | 'legal'; currency: string; protocol: 'TRC20' | 'ERC20' | null;
      rec_target: string; amount: string; voucher_key: string; depositor_name: string; tx_hash: string | null; status: Status; reason: string; reviewer: string | null; created_at: Date; reviewed_at: Date | null;
    }>(
      services.db,
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
  },

  'ops/deposit_decide': async (ctx, services) => {
    const { input, staff } = ctx;
    const reason = refusalReason(input);
    return idempotent(services, scopeOf(ctx, 'ops/deposit_decide'), async (q) => {
      const now = services.clock.now();
      const status: Status = input.approve ? 'passed' : 'refused';
      const { rows } = await q.query<{ member_id: string; currency: string; amount: string; order_no: string }>(
        `UPDATE deposits SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1 AND status = 'review'
         RETURNING member_id::text AS member_id, currency, amount::text AS amount, order_no`,
        [input.id, status, reason, staff!.staffId, now],
      );
      if (!rows[0]) throw await notReviewable(q, 'deposits', input.id);
      const d = rows[0];
      if (input.approve) {
        const member = await memberAccount(q, d.member_id, 'asset', d.currency, now);
        const custody = await platformAccount(q, 'custody', d.currency, now);
        const entry = await postEntry(q, {
          type: 'deposit',
          memo: d.order_no,
          refType: 'deposit',
          refId: String(input.id),
          lines: [
            { account: custody, amount: new Decimal(d.amount).neg() },
            { account: member, amount: new Decimal(d.amount) },
          ],
          at: now,
        });
        await q.query('UPDATE deposits SET entry_id = $2 WHERE id = $1', [input.id, entry]);
      }
      await writeAudit(q, { staffId: staff!.staffId, action: input.approve ? 'deposit.approve' : 'deposit.refuse', subjectType: 'deposit', subjectId: String(input.id), before: { status: 'review' }, after: { status, reason, amount: moneyText(d.amount), currency: d.currency }, at: now });
      return { id: input.id, status };
    });
  },

  'ops/withdraws': async ({ input }, services) => {
    const params = [input.id ? null : (input.status ?? 'review'), input.id ?? null];
    const where = '($1::text IS NULL OR w.status = $1) AND ($2::bigint IS NULL OR w.id = $2)';
    const { rows, ...paging } = await queryPage<{
      id: string; order_no: string; uid: string; real_name: string | null; account_type: 'wallet' | 'bank'; protocol: 'TRC20' | 'ERC20' | null; target: string; currency: string;
      amount: string; fee: string; arrival_amount: string; status: Status; reason: string; reviewer: string | null; created_at: Date; reviewed_at: Date | null;
    }>(
      services.db,
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
    const hours = services.config.money.reviewHours;
    const window = reviewWindow(hours, services.clock.now());
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
  },

  'ops/withdraw_decide': async (ctx, services) => {
    const scope = scopeOf(ctx, 'ops/withdraw_decide');
    const earlier = await storedAnswer<ApiMap['ops/withdraw_decide']['response']>(services, scope);
    if (earlier) return earlier.answer;
    const { input, staff } = ctx;
    const reason = refusalReason(input);
    const hours = services.config.money.reviewHours;
    const window = reviewWindow(hours, services.clock.now());
    if (!window.open) throw new AppError(Codes.CONFLICT, 'server.reviewHoursClosed', { hours: `${hours.start}-${hours.end} (${hours.timezone})` });
    return idempotent(services, scope, async (q) => {
      const now = services.clock.now();
      const status: Status = input.approve ? 'passed' : 'refused';
      const { rows } = await q.query<{ member_id: string; currency: string; amount: string; fee: string; arrival_amount: string; hold_id: string; order_no: string }>(
        `UPDATE withdrawals SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1 AND status = 'review'
         RETURNING member_id::text AS member_id, currency, amount::text AS amount, fee::text AS fee, arrival_amount::text AS arrival_amount, hold_id::text AS hold_id, order_no`,
        [input.id, status, reason, staff!.staffId, now],
      );
      if (!rows[0]) throw await notReviewable(q, 'withdrawals', input.id);
      const w = rows[0];
      if (input.approve) {
        const hold = await q.query<{ account_id: string }>('SELECT account_id::text AS account_id FROM holds WHERE id = $1', [w.hold_id]);
        const fees = await platformAccount(q, 'fees', w.currency, now);
        const custody = await platformAccount(q, 'custody', w.currency, now);
        // Ending the hold touches the member's account before postEntry would lock the others.
        await lockAccounts(q, [hold.rows[0]!.account_id, fees, custody]);
        const { account } = await endHold(q, w.hold_id, 'posted', now);
        // The member's line is the whole amount; the fee is the platform's revenue, the rest leaves custody.
        const entry = await postEntry(q, {
          type: 'withdraw',
          memo: w.order_no,
          refType: 'withdrawal',
          refId: String(input.id),
          lines: [
            { account, amount: new Decimal(w.amount).neg() },
            { account: fees, amount: new Decimal(w.fee) },
            { account: custody, amount: new Decimal(w.arrival_amount) },
          ],
          at: now,
        });
        await q.query('UPDATE withdrawals SET entry_id = $2 WHERE id = $1', [input.id, entry]);
      } else {
        await endHold(q, w.hold_id, 'released', now);
      }
      await writeAudit(q, { staffId: staff!.staffId, action: input.approve ? 'withdrawal.approve' : 'withdrawal.refuse', subjectType: 'withdrawal', subjectId: String(input.id), before: { status: 'review' }, after: { status, reason, amount: moneyText(w.amount), currency: w.currency }, at: now });
      return { id: input.id, status };
    });
  },
};

async function notReviewable(q: import('../db/types').Queryable, table: 'deposits' | 'withdrawals', id: number): Promise<AppError> {
  const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length ? new AppError(Codes.CONFLICT, 'server.notUnderReview') : new AppError(Codes.NOT_FOUND, 'server.notFound');
}
