import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import { unixSeconds } from '../clock';

interface QueueRow {
  id: string;
  member_id: string | null;
  uid: string | null;
  nickname: string | null;
  email: string | null;
  contact_name: string | null;
  contact_email: string | null;
  status: 'open' | 'closed';
  assignee: string | null;
  assignee_id: string | null;
  unread: string;
  last_body: string | null;
  last_image: string | null;
  updated_at: Date;
}

/** The support queue: conversations with the newest activity first, each with support's unread count. */
export async function queuePage(
  q: Queryable,
  filter: { status?: 'open' | 'closed' | 'all'; mine?: boolean; staffId: string },
  page: { page?: number; limit?: number; size?: number },
) {
  const status = filter.status ?? 'open';
  const where = `WHERE ($1 = 'all' OR c.status = $1) AND (NOT $2 OR c.assignee_id = $3::bigint)`;
  const params = [status, filter.mine === true, filter.staffId];
  const result = await queryPage<QueueRow>(
    q,
    {
      rows: `SELECT c.id::text AS id, c.member_id::text AS member_id, m.uid, m.nickname, m.email, c.contact_name, c.contact_email, c.status,
               s.name AS assignee, c.assignee_id::text AS assignee_id,
               (SELECT count(*) FROM chat_messages u WHERE u.conversation_id = c.id AND u.sender <> 'staff' AND u.id > c.staff_read_to)::text AS unread,
               l.body AS last_body, l.image_key AS last_image, c.updated_at
             FROM chat_conversations c
             LEFT JOIN members m ON m.id = c.member_id
             LEFT JOIN staff s ON s.id = c.assignee_id
             LEFT JOIN chat_messages l ON l.id = c.last_message_id
             ${where} ORDER BY c.updated_at DESC, c.id DESC`,
      count: `SELECT count(*)::text AS n FROM chat_conversations c ${where}`,
    },
    params,
    page,
  );
  return {
    page: result.page,
    limit: result.limit,
    total: result.total,
    list: result.rows.map((r) => ({
      id: Number(r.id),
      kind: r.member_id ? ('member' as const) : ('visitor' as const),
      uid: r.uid ?? '',
      name: r.member_id ? (r.nickname ?? '') : (r.contact_name ?? ''),
      email: r.member_id ? (r.email ?? '') : (r.contact_email ?? ''),
      status: r.status,
      assignee: r.assignee ?? '',
      assignee_id: Number(r.assignee_id ?? 0),
      unread: Number(r.unread),
      // A photo without words shows as a marker the screen translates.
      last_message: r.last_body || (r.last_image ? '[image]' : ''),
      last_time: unixSeconds(new Date(r.updated_at)),
    })),
  };
}
