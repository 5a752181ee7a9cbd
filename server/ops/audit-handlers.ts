import type { HandlerMap } from '../services';
import { unixSeconds } from '../clock';
import { pageOf } from '../db/paging';
import { auditPage } from '../audit/audit';

/** The audit log every staff decision writes (server/audit/audit.ts), newest first. */
export const opsAuditHandlers: HandlerMap = {
  'ops/audit_list': async ({ input }, services) => {
    const { limit, offset } = pageOf(input);
    const rows = await auditPage(services.db, limit, offset);
    return { list: rows.map((r) => ({ ...r, id: Number(r.id), created_at: unixSeconds(r.created_at) })) };
  },
};
