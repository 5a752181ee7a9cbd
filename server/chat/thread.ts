import type { Queryable } from '../db/types';
import type { Conversation, Side } from './conversations';
import { unreadOf } from './conversations';
import { messageView, pageOfMessages } from './messages';

/** chat/history and ops/chat_messages: one page of a conversation as one side reads it, with its marks and unread count. */
export async function threadOf(
  q: Queryable,
  c: Conversation | undefined,
  reader: Side,
  page: { before?: number; after?: number; count?: number },
) {
  if (!c) return { conversation_id: 0, status: 'none' as const, list: [], has_more: false, unread: 0, delivered_to: 0, read_to: 0 };
  const { rows, hasMore } = await pageOfMessages(q, c.id, page);
  const other = reader === 'member' ? 'staff' : 'member';
  return {
    conversation_id: Number(c.id),
    status: c.status,
    list: rows.map((r) => messageView(r, c, reader)),
    has_more: hasMore,
    unread: await unreadOf(q, c, reader),
    delivered_to: Number(c[`${other}_delivered_to`]),
    read_to: Number(c[`${other}_read_to`]),
  };
}
