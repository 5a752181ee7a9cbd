import type { Services } from '../services';
import { AppError, Codes } from '../http/errors';
import { verificationOf, type RealnameStatus, type VerificationRow } from './verifications';
import { writeAudit } from '../ops/audit';

export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * A reviewer's decision on a verification under review: passed, or failed with the reason the
 * member reads, audited in the same transaction. Returns the row before and after.
 */
export async function decideVerification(
  services: Services,
  memberId: string,
  decision: Decision,
  staffId: string,
): Promise<{ before: VerificationRow; after: VerificationRow }> {
  if (!decision.approve && !decision.reason.trim()) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'reason' });
  const now = services.clock.now();
  return services.db.tx(async (q) => {
    const before = await verificationOf(q, memberId, true);
    if (!before) throw new AppError(Codes.NOT_FOUND, 'server.realnameNone');
    if (before.status !== 'review') throw new AppError(Codes.CONFLICT, 'server.realnameNotInReview');
    const status: RealnameStatus = decision.approve ? 'passed' : 'failed';
    const reason = decision.approve ? '' : decision.reason.trim();
    await q.query('UPDATE realname_verifications SET status = $2, reason = $3, reviewed_at = $4 WHERE member_id = $1', [memberId, status, reason, now]);
    await q.query('UPDATE members SET realname_status = $2 WHERE id = $1', [memberId, status]);
    const after = { ...before, status, reason, reviewed_at: now };
    await writeAudit(q, {
      staffId,
      action: decision.approve ? 'kyc.approve' : 'kyc.reject',
      subjectType: 'realname_verification',
      subjectId: before.id,
      before: { status: before.status, reason: before.reason },
      after: { status, reason },
      at: now,
    });
    return { before, after };
  });
}
