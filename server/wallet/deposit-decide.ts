import type { Queryable } from '../db/types';
import { memberAccount, platformAccountFor } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { writeNotice } from '../notices/notices';
import { moneyText } from '../ledger/money';
import { notReviewable, type ReviewDecision, type ReviewOutcome } from './review-decision';

/**
 * A reviewer's decision on a deposit under review, in the caller's transaction: refused, or passed
 * with the amount moved from the platform's custody into the member's asset account.
 */
export async function decideDeposit(q: Queryable, d: ReviewDecision): Promise<ReviewOutcome> {
  const status = d.approve ? 'passed' : 'refused';
  const { rows } = await q.query<{ member_id: string; currency: string; amount: string; order_no: string }>(
    `UPDATE deposits SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1 AND status = 'review'
     RETURNING member_id::text AS member_id, currency, amount::text AS amount, order_no`,
    [d.id, status, d.reason, d.staffId, d.at],
  );
  const deposit = rows[0];
  if (!deposit) throw await notReviewable(q, 'deposits', d.id);
  if (d.approve) {
    const member = await memberAccount(q, deposit.member_id, 'asset', deposit.currency, d.at);
    const custody = await platformAccountFor(q, 'custody', deposit.currency, deposit.member_id, d.at);
    const entry = await postEntry(q, {
      type: 'deposit',
      memo: deposit.order_no,
      refType: 'deposit',
      refId: String(d.id),
      lines: [
        { account: custody, amount: new Decimal(deposit.amount).neg() },
        { account: member, amount: new Decimal(deposit.amount) },
      ],
      at: d.at,
    });
    await q.query('UPDATE deposits SET entry_id = $2 WHERE id = $1', [d.id, entry]);
  }
  // The member hears of the decision in the notice list (docs/content.md), in this transaction.
  const args = { amount: moneyText(deposit.amount), currency: deposit.currency, order: deposit.order_no, reason: d.reason };
  await writeNotice(q, deposit.member_id, d.approve ? 'depositPassed' : 'depositRefused', args, d.at);
  return { status, amount: deposit.amount, currency: deposit.currency };
}
