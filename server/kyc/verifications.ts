import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';

/** The partial unique index of server/db/migrations/010_integrity.sql: one number, one account under review or passed. */
export const DOCUMENT_CLAIM = 'realname_document_claim';

export function documentInUse(): AppError {
  return new AppError(Codes.RULE, 'server.documentInUse');
}

export type KycStatus = 'review' | 'passed' | 'failed';

export interface VerificationRow {
  id: string;
  member_id: string;
  real_name: string;
  id_type: 'id_card' | 'driver_license' | 'passport';
  id_number: string;
  front_key: string;
  back_key: string;
  status: KycStatus;
  reason: string;
  submitted_at: Date;
  reviewed_at: Date | null;
}

const columns = `id::text AS id, member_id::text AS member_id, real_name, id_type, id_number, front_key, back_key,
  status, reason, submitted_at, reviewed_at`;

export async function verificationOf(q: Queryable, memberId: string, lock = false): Promise<VerificationRow | undefined> {
  const { rows } = await q.query<VerificationRow>(
    `SELECT ${columns} FROM realname_verifications WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0];
}

/**
 * Whether another member already holds this normalised number, under review or passed, under any
 * ID type: the same person's number typed under another type is the same claim, and two genuine
 * documents of different types sharing one number are rare enough for support to settle.
 */
export async function documentHeldByOther(q: Queryable, memberId: string, idNumberNorm: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM realname_verifications
      WHERE id_number_norm = $1 AND member_id <> $2 AND status IN ('review', 'passed') LIMIT 1`,
    [idNumberNorm, memberId],
  );
  return rows.length > 0;
}

/** The verified name of a member whose real-name verification passed; otherwise undefined. */
export async function passedRealName(q: Queryable, memberId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ real_name: string }>(
    `SELECT real_name FROM realname_verifications WHERE member_id = $1 AND status = 'passed'`,
    [memberId],
  );
  return rows[0]?.real_name;
}
