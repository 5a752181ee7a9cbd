import type { Queryable } from '../db/types';
import type { ReviewHours } from '../money-config';
import { AppError, Codes } from '../errors';
import { platformAccountFor } from '../ledger/accounts';
import { lockAccounts, postEntry } from '../ledger/post';
import { endHold } from '../ledger/holds';
import { Decimal, moneyText } from '../ledger/money';
import { writeNotice } from '../notices/notices';
import { notReviewable, type ReviewDecision, type ReviewOutcome } from './review-decision';
import { reviewWindow } from './review-hours';

/** Withdrawals are decided within the published review hours only. */
export function assertReviewOpen(hours: ReviewHours, now: Date): void {
  if (!reviewWindow(hours, now).open)
    throw new AppError(Codes.CONFLICT, 'server.reviewHoursClosed', { hours: `${hours.start}-${hours.end} (${hours.timezone})` });
}

/**
 * A reviewer's decision on a withdrawal under review, in the caller's transaction: refused, which
 * releases the member's hold, or passed, which posts the held amount out (the fee to the platform,
 * the rest out of custody).
 */
export async function decideWithdrawal(q: Queryable, d: ReviewDecision): Promise<ReviewOutcome> {
  const status = d.approve ? 'passed' : 'refused';
  const { rows } = await q.query<{
    member_id: string;
    currency: string;
    amount: string;
    fee: string;
    arrival_amount: string;
    hold_id: string;
    order_no: string;
  }>(
    `UPDATE withdrawals SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1 AND status = 'review'
     RETURNING member_id::text AS member_id, currency, amount::text AS amount, fee::text AS fee, arrival_amount::text AS arrival_amount, hold_id::text AS hold_id, order_no`,
    [d.id, status, d.reason, d.staffId, d.at],
  );
  const w = rows[0];
  if (!w) throw await notReviewable(q, 'withdrawals', d.id);
  if (d.approve) {
    const hold = await q.query<{ account_id: string }>('SELECT account_id::text AS account_id FROM holds WHERE id = $1', [w.hold_id]);
    const fees = await platformAccountFor(q, 'fees', w.currency, w.member_id, d.at);
    const custody = await platformAccountFor(q, 'custody', w.currency, w.member_id, d.at);
    // Ending the hold touches the member's account before postEntry would lock the others.
    await lockAccounts(q, [hold.rows[0]!.account_id, fees, custody]);
    const { account } = await endHold(q, w.hold_id, 'posted', d.at);
    // The member's line is the whole amount; the fee is the platform's revenue, the rest leaves custody.
    const entry = await postEntry(q, {
      type: 'withdraw',
      memo: w.order_no,
      refType: 'withdrawal',
      refId: String(d.id),
      lines: [
        { account, amount: new Decimal(w.amount).neg() },
        { account: fees, amount: new Decimal(w.fee) },
        { account: custody, amount: new Decimal(w.arrival_amount) },
      ],
      at: d.at,
    });
    await q.query('UPDATE withdrawals SET entry_id = $2 WHERE id = $1', [d.id, entry]);
  } else {
    await endHold(q, w.hold_id, 'released', d.at);
  }
  // The member hears of the decision in the notice list (docs/content.md), in this transaction.
  const args = { amount: moneyText(w.amount), currency: w.currency, order: w.order_no, reason: d.reason };
  await writeNotice(q, w.member_id, d.approve ? 'withdrawalPassed' : 'withdrawalRefused', args, d.at);
  return { status, amount: w.amount, currency: w.currency };
}
