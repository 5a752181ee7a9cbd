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
