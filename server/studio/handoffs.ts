import type { Queryable } from '../db/types';

export interface HandoffRow {
  id: string;
  message: string;
  author: string;
  author_id: string;
  approver: string;
  approved_at: Date;
}

/** Changes approved at or before `cutoff` and still not published, longest waiting first (at most 200). */
export async function approvedSince(db: Queryable, cutoff: Date): Promise<HandoffRow[]> {
  const { rows } = await db.query<HandoffRow>(
    `SELECT d.id::text AS id, d.message, a.name AS author, d.author_id::text AS author_id, p.name AS approver, d.approved_at
       FROM bundle_drafts d JOIN staff a ON a.id = d.author_id JOIN staff p ON p.id = d.approved_by
      WHERE d.status = 'approved' AND d.approved_at <= $1
      ORDER BY d.approved_at, d.id LIMIT 200`,
    [cutoff],
  );
  return rows;
}
