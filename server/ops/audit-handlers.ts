import type { HandlerMap } from '../services';
import { unixSeconds } from '../clock';
import { pageOf } from '../db/paging';

/** The audit log every staff decision writes (server/audit/audit.ts), newest first. */
export const opsAuditHandlers: HandlerMap = {
  'ops/audit_list': async ({ input }, services) => {
    const { limit, offset } = pageOf(input);
    const { rows } = await services.db.query<{
      id: string;
      staff: string;
      action: string;
      subject_type: string;
      subject_id: string;
      before: unknown;
      after: unknown;
      created_at: Date;
    }>(
      `SELECT a.id::text AS id, s.name AS staff, a.action, a.subject_type, a.subject_id, a.before, a.after, a.created_at
         FROM audit_log a JOIN staff s ON s.id = a.staff_id ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { list: rows.map((r) => ({ ...r, id: Number(r.id), created_at: unixSeconds(r.created_at) })) };
  },
};
