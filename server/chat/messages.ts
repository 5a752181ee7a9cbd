import type { Queryable } from '../db/types';
import type { Conversation, Side } from './conversations';
import { unixSeconds } from '../clock';

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender: 'member' | 'staff' | 'visitor';
  staff_name: string | null;
  client_id: string;
  body: string;
  image_key: string | null;
  created_at: Date;
}

const SELECT = `SELECT m.id::text AS id, m.conversation_id::text AS conversation_id, m.sender, s.name AS staff_name, m.client_id, m.body,
  m.image_key, m.created_at FROM chat_messages m LEFT JOIN staff s ON s.id = m.staff_id`;

/**
 * Appends a message unless this sender already sent one with this client id (a retry after a lost
 * reply): then that first message is the answer, and `created` is false so nothing is pushed twice.
 */
export async function appendMessage(
  q: Queryable,
  c: Conversation,
  m: { sender: MessageRow['sender']; staffId: string | null; clientId: string; body: string; imageKey: string | null; at: Date },
): Promise<{ row: MessageRow; created: boolean }> {
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO chat_messages (conversation_id, sender, staff_id, client_id, body, image_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (conversation_id, sender, client_id) DO NOTHING RETURNING id::text AS id`,
    [c.id, m.sender, m.staffId, m.clientId, m.body, m.imageKey, m.at],
  );
  const created = inserted.rows.length === 1;
  if (created)
    await q.query('UPDATE chat_conversations SET last_message_id = $2, updated_at = $3 WHERE id = $1', [c.id, inserted.rows[0]!.id, m.at]);
  const { rows } = await q.query<MessageRow>(`${SELECT} WHERE m.conversation_id = $1 AND m.sender = $2 AND m.client_id = $3`, [
    c.id,
    m.sender,
    m.clientId,
  ]);
  return { row: rows[0]!, created };
}

/** A page of messages, oldest first: after an id (newer) or before one (older; the newest page when neither). */
export async function pageOfMessages(
  q: Queryable,
  conversationId: string,
  page: { before?: number; after?: number; count?: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const count = page.count ?? 50;
  if (page.after !== undefined) {
    const { rows } = await q.query<MessageRow>(`${SELECT} WHERE m.conversation_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`, [
      conversationId,
      page.after,
      count + 1,
    ]);
    return { rows: rows.slice(0, count), hasMore: rows.length > count };
  }
  const { rows } = await q.query<MessageRow>(`${SELECT} WHERE m.conversation_id = $1 AND m.id < $2 ORDER BY m.id DESC LIMIT $3`, [
    conversationId,
    page.before ?? Number.MAX_SAFE_INTEGER,
    count + 1,
  ]);
  return { rows: rows.slice(0, count).reverse(), hasMore: rows.length > count };
}

/**
 * A message as one side reads it. Its status is what its receiving side did with it; a photo's address
 * is the reader's own file route (the member's, or the staff one).
 */
export function messageView(row: MessageRow, c: Conversation, reader: Side) {
  // The marks of the side that receives this message: the other side's for the reader's own, the reader's for the rest.
  const receiver: Side = row.sender === 'staff' ? 'member' : 'staff';
  const delivered = Number(receiver === 'member' ? c.member_delivered_to : c.staff_delivered_to);
  const read = Number(receiver === 'member' ? c.member_read_to : c.staff_read_to);
  const id = Number(row.id);
  const status: 'sent' | 'delivered' | 'read' = read >= id ? 'read' : delivered >= id ? 'delivered' : 'sent';
  const image = row.image_key ? (reader === 'staff' ? `/api/ops/files/${row.image_key}` : `/api/files/${row.image_key}`) : '';
  return {
    id,
    client_id: row.client_id,
    from: row.sender,
    staff_name: row.staff_name ?? '',
    body: row.body,
    image,
    time: unixSeconds(new Date(row.created_at)),
    status,
  };
}

export type MessageView = ReturnType<typeof messageView>;
