import type { Queryable } from '../db/types';

/** One audit row, written in the transaction of the change it records: who, when, what, before and after. */
export async function writeAudit(
  q: Queryable,
  entry: { staffId: string; action: string; subjectType: string; subjectId: string; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO audit_log (staff_id, action, subject_type, subject_id, before, after, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      entry.staffId,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
      entry.at,
    ],
  );
}

export interface AuditListRow {
  id: string;
  staff: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

/** A page of the audit log, newest first, with the name of the staff member who acted. */
export async function auditPage(q: Queryable, limit: number, offset: number): Promise<AuditListRow[]> {
  const { rows } = await q.query<AuditListRow>(
    `SELECT a.id::text AS id, s.name AS staff, a.action, a.subject_type, a.subject_id, a.before, a.after, a.created_at
         FROM audit_log a JOIN staff s ON s.id = a.staff_id ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows;
}
