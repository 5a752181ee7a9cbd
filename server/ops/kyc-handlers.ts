import type { HandlerMap } from '../services';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../http/errors';
import { decideVerification } from '../kyc/decide';
import { verificationOf } from '../kyc/verifications';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { pageOf } from '../http/paging';

async function memberIdByUid(db: Queryable, uid: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1', [uid]);
  if (!rows[0]) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  return rows[0].id;
}

export const opsKycHandlers: HandlerMap = {
  'ops/kyc_list': async ({ input }, services) => {
    const status = input.status ?? 'review';
    const { limit, offset } = pageOf(input);
    const { rows } = await services.db.query<{ uid: string; real_name: string; id_type: 'id_card' | 'driver_license' | 'passport'; status: 'review' | 'passed' | 'failed'; submitted_at: Date }>(
      `SELECT m.uid, v.real_name, v.id_type, v.status, v.submitted_at
         FROM realname_verifications v JOIN members m ON m.id = v.member_id
        WHERE v.status = $1 ORDER BY v.submitted_at, v.id LIMIT $2 OFFSET $3`,
      [status, limit, offset],
    );
    const total = await services.db.query<{ n: string }>('SELECT count(*)::text AS n FROM realname_verifications WHERE status = $1', [status]);
    return { total: Number(total.rows[0]!.n), list: rows.map((r) => ({ ...r, submitted_at: unixSeconds(r.submitted_at) })) };
  },

  'ops/kyc_detail': async ({ input }, services) => {
    const memberId = await memberIdByUid(services.db, input.uid);
    const v = await verificationOf(services.db, memberId);
    if (!v) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    const history = await services.db.query<{ action: string; staff: string; after: { reason?: string } | null; created_at: Date }>(
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
      history: history.rows.map((h) => ({ action: h.action, staff: h.staff, reason: h.after?.reason ?? '', created_at: unixSeconds(h.created_at) })),
    };
  },

  'ops/kyc_decide': async ({ input, staff }, services) => {
    const memberId = await memberIdByUid(services.db, input.uid);
    const decision = input.approve ? ({ approve: true } as const) : ({ approve: false, reason: input.reason ?? '' } as const);
    const { after } = await decideVerification(services, memberId, decision, staff.staffId);
    return { status: after.status as 'passed' | 'failed' };
  },

  'ops/audit_list': async ({ input }, services) => {
    const { limit, offset } = pageOf(input);
    const { rows } = await services.db.query<{ id: string; staff: string; action: string; subject_type: string; subject_id: string; before: unknown; after: unknown; created_at: Date }>(
      `SELECT a.id::text AS id, s.name AS staff, a.action, a.subject_type, a.subject_id, a.before, a.after, a.created_at
         FROM audit_log a JOIN staff s ON s.id = a.staff_id ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { list: rows.map((r) => ({ ...r, id: Number(r.id), created_at: unixSeconds(r.created_at) })) };
  },
};
