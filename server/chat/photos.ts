import type { Queryable } from '../db/types';

/**
 * A photo support uploaded for this conversation (ops/chat_image) and not sent yet or sent already:
 * the only kind ops/chat_send takes. A member's upload, or one made for another conversation, is not.
 */
export async function isSupportPhotoOf(q: Queryable, key: string, conversationId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM uploads WHERE key = $1 AND conversation_id = $2 AND staff_id IS NOT NULL AND purpose = 'chat_image'`,
    [key, conversationId],
  );
  return rows.length > 0;
}

/** Whether support sent this photo into the member's own conversation: then the member may open it. */
export async function isSupportPhotoSentTo(q: Queryable, key: string, memberId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE m.image_key = $1 AND m.sender = 'staff' AND c.member_id = $2 LIMIT 1`,
    [key, memberId],
  );
  return rows.length > 0;
}

/** A chat photo the member uploaded: the only kind chat/send takes (a key of someone else's, or an ID photo, is not). */
export async function isChatPhotoOfMember(q: Queryable, key: string, memberId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM uploads WHERE key = $1 AND member_id = $2 AND purpose = $3', [key, memberId, 'chat_image']);
  return rows.length > 0;
}
