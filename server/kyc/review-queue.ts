import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { findIdByUid } from '../identity/members';
import { pageOf } from '../db/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { verificationOf } from './verifications';

/** The KYC reviewers' queue, one page: verifications in one status (under review unless asked), oldest first. */
export async function kycQueue(db: Queryable, input: ApiMap['ops/kyc_list']['request']): Promise<ApiMap['ops/kyc_list']['response']> {
  const status = input.status ?? 'review';
  const { limit, offset } = pageOf(input);
  const { rows } = await db.query<{
    uid: string;
    real_name: string;
    id_type: 'id_card' | 'driver_license' | 'passport';
    status: 'review' | 'passed' | 'failed';
    submitted_at: Date;
  }>(
    `SELECT m.uid, v.real_name, v.id_type, v.status, v.submitted_at
       FROM realname_verifications v JOIN members m ON m.id = v.member_id
      WHERE v.status = $1 ORDER BY v.submitted_at, v.id LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
  const total = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM realname_verifications WHERE status = $1', [status]);
  return { total: Number(total.rows[0]!.n), list: rows.map((r) => ({ ...r, submitted_at: unixSeconds(r.submitted_at) })) };
}

/** One member's verification for its reviewer, documents unmasked, with every decision taken on it. */
export async function kycReview(db: Queryable, input: ApiMap['ops/kyc_detail']['request']): Promise<ApiMap['ops/kyc_detail']['response']> {
  const memberId = await findIdByUid(db, input.uid);
  if (memberId === undefined) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  const v = await verificationOf(db, memberId);
  if (!v) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  const history = await db.query<{ action: string; staff: string; after: { reason?: string } | null; created_at: Date }>(
    `SELECT a.action, s.name AS staff, a.after, a.created_at FROM audit_log a JOIN staff s ON s.id = a.staff_id
      WHERE a.subject_type = 'realname_verification' AND a.subject_id = $1 ORDER BY a.id`,
    [v.id],
  );
  return {
    uid: input.uid,
    real_name: v.real_name,
    id_type: v.id_type,
    id_number: v.id_number,
    front_img: `/api/ops/files/${v.front_key}`,
    back_img: `/api/ops/files/${v.back_key}`,
    status: v.status,
    reason: v.reason,
    submitted_at: unixSeconds(v.submitted_at),
    reviewed_at: unixSecondsOrNull(v.reviewed_at),
    history: history.rows.map((h) => ({
      action: h.action,
      staff: h.staff,
      reason: h.after?.reason ?? '',
      created_at: unixSeconds(h.created_at),
    })),
  };
}
