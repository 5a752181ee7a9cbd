import type { Queryable } from '../db/types';

export interface Conversation {
  id: string;
  member_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
  status: 'open' | 'closed';
  assignee_id: string | null;
  member_delivered_to: string;
  member_read_to: string;
  staff_delivered_to: string;
  staff_read_to: string;
  last_message_id: string;
}

const COLUMNS = `id::text AS id, member_id::text AS member_id, contact_name, contact_email, status, assignee_id::text AS assignee_id,
  member_delivered_to::text AS member_delivered_to, member_read_to::text AS member_read_to,
  staff_delivered_to::text AS staff_delivered_to, staff_read_to::text AS staff_read_to, last_message_id::text AS last_message_id`;

export async function conversationOfMember(q: Queryable, memberId: string): Promise<Conversation | undefined> {
  return (await q.query<Conversation>(`SELECT ${COLUMNS} FROM chat_conversations WHERE member_id = $1`, [memberId])).rows[0];
}

export async function conversationById(q: Queryable, id: string | number, lock = false): Promise<Conversation | undefined> {
  return (await q.query<Conversation>(`SELECT ${COLUMNS} FROM chat_conversations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])).rows[0];
}

export async function assignConversation(q: Queryable, id: string, staffId: string): Promise<void> {
  await q.query('UPDATE chat_conversations SET assignee_id = $2 WHERE id = $1', [id, staffId]);
}

/** A reply opens a closed conversation again, and a conversation nobody has is the replier's. */
export async function reopenForReply(q: Queryable, id: string, staffId: string): Promise<void> {
  await q.query(`UPDATE chat_conversations SET status = 'open', assignee_id = COALESCE(assignee_id, $2) WHERE id = $1`, [id, staffId]);
}

export async function closeConversation(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE chat_conversations SET status = 'closed' WHERE id = $1`, [id]);
}

/**
 * The member's conversation, made on the first message and opened again by a message after it was
 * closed. Locked for the rest of the transaction: two sends at once append in one order.
 */
export async function openConversationOfMember(q: Queryable, memberId: string, at: Date): Promise<Conversation> {
  await q.query(
    `INSERT INTO chat_conversations (member_id, status, created_at, updated_at) VALUES ($1, 'open', $2, $2)
       ON CONFLICT (member_id) DO NOTHING`,
    [memberId, at],
  );
  const row = (await q.query<Conversation>(`SELECT ${COLUMNS} FROM chat_conversations WHERE member_id = $1 FOR UPDATE`, [memberId]))
    .rows[0]!;
  if (row.status === 'closed') {
    await q.query(`UPDATE chat_conversations SET status = 'open', assignee_id = NULL WHERE id = $1`, [row.id]);
    return { ...row, status: 'open', assignee_id: null };
  }
  return row;
}

export async function openVisitorConversation(q: Queryable, name: string, email: string, at: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO chat_conversations (contact_name, contact_email, status, created_at, updated_at) VALUES ($1, $2, 'open', $3, $3)
       RETURNING id::text AS id`,
    [name, email, at],
  );
  return rows[0]!.id;
}

export type Side = 'member' | 'staff';

/**
 * Moves one side's marks forward (never back): read counts as delivered too. Marks beyond the
 * conversation's last message are cut to it, so a mark cannot pre-read messages not yet written.
 */
export async function advanceMarks(
  q: Queryable,
  conversationId: string,
  side: Side,
  upTo: number,
  mark: 'delivered' | 'read',
): Promise<Conversation> {
  const delivered = `${side}_delivered_to`;
  const read = `${side}_read_to`;
  const readSet = mark === 'read' ? `, ${read} = GREATEST(${read}, LEAST($2::bigint, last_message_id))` : '';
  const { rows } = await q.query<Conversation>(
    `UPDATE chat_conversations SET ${delivered} = GREATEST(${delivered}, LEAST($2::bigint, last_message_id))${readSet}
       WHERE id = $1 RETURNING ${COLUMNS}`,
    [conversationId, upTo],
  );
  return rows[0]!;
}

/** Messages of the other side after this side's read mark. */
export async function unreadOf(q: Queryable, c: Conversation, side: Side): Promise<number> {
  const from = side === 'member' ? `sender = 'staff'` : `sender <> 'staff'`;
  const readTo = side === 'member' ? c.member_read_to : c.staff_read_to;
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM chat_messages WHERE conversation_id = $1 AND ${from} AND id > $2`,
    [c.id, readTo],
  );
  return Number(rows[0]!.n);
}
