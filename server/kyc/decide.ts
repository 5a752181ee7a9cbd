import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { DOCUMENT_CLAIM, documentHeldByOther, documentInUse, verificationOf, type KycStatus, type VerificationRow } from './verifications';
import { normalizeDocumentNumber } from './document-number';
import { isUniqueViolation } from '../identity/members';
import { writeAudit } from '../audit/audit';
import { writeNotice } from '../notices/notices';

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
  try {
    return await decide(services, memberId, decision, staffId, now);
  } catch (err) {
    if (isUniqueViolation(err, DOCUMENT_CLAIM)) throw documentInUse();
    throw err;
  }
}

async function decide(
  services: Services,
  memberId: string,
  decision: Decision,
  staffId: string,
  now: Date,
): Promise<{ before: VerificationRow; after: VerificationRow }> {
  return services.db.tx(async (q) => {
    const before = await verificationOf(q, memberId, true);
    if (!before) throw new AppError(Codes.NOT_FOUND, 'server.realnameNone');
    if (before.status !== 'review') throw new AppError(Codes.CONFLICT, 'server.realnameNotInReview');
    // Checked again at approval: a duplicate kept from before the unique index (010_integrity.sql
    // leaves its claim empty) must not pass; the reviewer reads why and rejects it.
    const number = normalizeDocumentNumber(before.id_number);
    if (decision.approve && (await documentHeldByOther(q, memberId, number))) throw documentInUse();
    const status: KycStatus = decision.approve ? 'passed' : 'failed';
    const reason = decision.approve ? '' : decision.reason.trim();
    await q.query(
      'UPDATE realname_verifications SET status = $2, reason = $3, reviewed_at = $4, id_number_norm = $5 WHERE member_id = $1',
      [memberId, status, reason, now, number],
    );
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
    await writeNotice(q, memberId, decision.approve ? 'kycPassed' : 'kycFailed', { reason }, now);
    return { before, after };
  });
}
