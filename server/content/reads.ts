import type { Queryable } from '../db/types';

/** Marks a published announcement read for a member; false when there is no such announcement. */
export async function markAnnouncementRead(q: Queryable, memberId: string, id: number, at: Date): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM content_items WHERE id = $1 AND kind = 'announcement' AND status = 'published'`,
    [id],
  );
  if (rows.length === 0) return false;
  await q.query('INSERT INTO content_reads (member_id, item_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [memberId, id, at]);
  return true;
}

export async function announcementRead(q: Queryable, memberId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM content_reads WHERE member_id = $1 AND item_id = $2', [memberId, id]);
  return rows.length > 0;
}

/** The News tab's badge: published announcements the member has not opened, and unread personal notices. */
export async function unreadCounts(q: Queryable, memberId: string): Promise<{ announcements: number; notices: number }> {
  const { rows } = await q.query<{ a: string; n: string }>(
    `SELECT (SELECT count(*) FROM content_items i WHERE i.kind = 'announcement' AND i.status = 'published'
               AND NOT EXISTS (SELECT 1 FROM content_reads r WHERE r.item_id = i.id AND r.member_id = $1))::text AS a,
            (SELECT count(*) FROM member_notices n WHERE n.member_id = $1 AND n.read_at IS NULL)::text AS n`,
    [memberId],
  );
  return { announcements: Number(rows[0]!.a), notices: Number(rows[0]!.n) };
}

/** The notice list's page: announcements and the member's notices merged by time, with their read state. */
export async function noticeListPage(
  q: Queryable,
  memberId: string,
  kind: 'announcement' | 'notice' | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: { kind: 'announcement' | 'notice'; id: string; at: Date; read: boolean }[]; total: number }> {
  const union = `SELECT 'announcement' AS kind, i.id, i.published_at AS at, EXISTS (SELECT 1 FROM content_reads r WHERE r.item_id = i.id AND r.member_id = $1) AS read
      FROM content_items i WHERE i.kind = 'announcement' AND i.status = 'published' AND ($2::text IS NULL OR $2 = 'announcement')
    UNION ALL
    SELECT 'notice' AS kind, n.id, n.created_at AS at, n.read_at IS NOT NULL AS read
      FROM member_notices n WHERE n.member_id = $1 AND ($2::text IS NULL OR $2 = 'notice')`;
  const { rows } = await q.query<{ kind: 'announcement' | 'notice'; id: string; at: Date; read: boolean }>(
    `SELECT kind, id::text AS id, at, read FROM (${union}) x ORDER BY at DESC, id DESC LIMIT $3 OFFSET $4`,
    [memberId, kind ?? null, page.limit, page.offset],
  );
  const count = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${union}) x`, [memberId, kind ?? null]);
  return { rows, total: Number(count.rows[0]!.n) };
}

/** The newest published popup whose current version the member has not dismissed. */
export async function popupFor(q: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT i.id::text AS id FROM content_items i WHERE i.kind = 'popup' AND i.status = 'published'
       AND NOT EXISTS (SELECT 1 FROM popup_seen s WHERE s.member_id = $1 AND s.item_id = i.id AND s.version = i.version)
     ORDER BY i.published_at DESC, i.id DESC LIMIT 1`,
    [memberId],
  );
  return rows[0]?.id ?? null;
}

/** Records a dismissal of the popup's current version; an old or future version is refused (false). */
export async function markPopupSeen(q: Queryable, memberId: string, id: number, version: number, at: Date): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM content_items WHERE id = $1 AND kind = 'popup' AND status = 'published' AND version = $2`, [
    id,
    version,
  ]);
  if (rows.length === 0) return false;
  await q.query('INSERT INTO popup_seen (member_id, item_id, version, seen_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    memberId,
    id,
    version,
    at,
  ]);
  return true;
}
