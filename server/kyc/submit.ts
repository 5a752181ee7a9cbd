import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { findUpload } from '../uploads/store';
import { DOCUMENT_CLAIM, documentHeldByOther, documentInUse, verificationOf } from './verifications';
import { documentNumberFor } from './document-number';
import { isUniqueViolation } from '../identity/members';

export interface Submission {
  real_name: string;
  id_type: 'id_card' | 'driver_license' | 'passport';
  id_number: string;
  front_img: string;
  back_img: string;
}

/** Names compare after trimming and collapsing spaces (bank account holders too). */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Document numbers compare normalised (server/kyc/document-number.ts); a number the ID type cannot have is refused. */
export function normalizeSubmission(s: Submission): Submission {
  return { ...s, real_name: normalizeName(s.real_name), id_number: documentNumberFor(s.id_type, s.id_number) };
}

async function assertOwnPhoto(services: Services, memberId: string, key: string, purpose: string): Promise<void> {
  const upload = await findUpload(services, key);
  if (!upload || upload.member_id !== memberId || upload.purpose !== purpose) throw new AppError(Codes.RULE, 'server.photoInvalid');
}

/**
 * A first submission (POST, nothing on file) or a resubmission after a failure (PUT). Anything
 * under review or passed stays as it is; the member's status moves to review in the same transaction.
 */
export async function submitVerification(
  services: Services,
  memberId: string,
  raw: Submission,
  mode: 'new' | 'resubmit',
): Promise<{ status: 'review' }> {
  const s = normalizeSubmission(raw);
  if (!s.real_name) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'real_name' });
  if (s.front_img === s.back_img) throw new AppError(Codes.RULE, 'server.photoInvalid');
  await assertOwnPhoto(services, memberId, s.front_img, 'realname_front');
  await assertOwnPhoto(services, memberId, s.back_img, 'realname_back');
  const now = services.clock.now();
  try {
    return await store(services, memberId, s, mode, now);
  } catch (err) {
    // Two members submitting one number at once: the unique index lets one through.
    if (isUniqueViolation(err, DOCUMENT_CLAIM)) throw documentInUse();
    throw err;
  }
}

async function store(
  services: Services,
  memberId: string,
  s: Submission,
  mode: 'new' | 'resubmit',
  now: Date,
): Promise<{ status: 'review' }> {
  return services.db.tx(async (q) => {
    await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const current = await verificationOf(q, memberId, true);
    if (current?.status === 'review') throw new AppError(Codes.CONFLICT, 'server.realnameInReview');
    if (current?.status === 'passed') throw new AppError(Codes.CONFLICT, 'server.realnamePassed');
    if (mode === 'new' && current) throw new AppError(Codes.CONFLICT, 'server.realnameResubmit');
    if (mode === 'resubmit' && !current) throw new AppError(Codes.NOT_FOUND, 'server.realnameNone');
    if (await documentHeldByOther(q, memberId, s.id_number)) throw documentInUse();
    const params = [memberId, s.real_name, s.id_type, s.id_number, s.front_img, s.back_img, now];
    if (current) {
      await q.query(
        `UPDATE realname_verifications SET real_name = $2, id_type = $3, id_number = $4, id_number_norm = $4, front_key = $5, back_key = $6,
           status = 'review', reason = '', submitted_at = $7, reviewed_at = NULL WHERE member_id = $1`,
        params,
      );
    } else {
      await q.query(
        `INSERT INTO realname_verifications (member_id, real_name, id_type, id_number, id_number_norm, front_key, back_key, status, submitted_at)
         VALUES ($1, $2, $3, $4, $4, $5, $6, 'review', $7)`,
        params,
      );
    }
    await q.query(`UPDATE members SET realname_status = 'review' WHERE id = $1`, [memberId]);
    return { status: 'review' as const };
  });
}
