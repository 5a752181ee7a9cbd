import type { ChatMessage } from '../runtime/chat/chatMessages';

/** A page of a conversation, as chat/history and ops/chat_messages answer. */
export interface Thread {
  conversation_id: number;
  status: 'none' | 'open' | 'closed';
  list: ChatMessage[];
  has_more: boolean;
  delivered_to: number;
  read_to: number;
}

/** What the socket pushes to a chat once it has signed in. */
export type Push =
  | { type: 'auth'; ok: boolean }
  | { type: 'chat'; event: 'message'; conversation_id?: number; message: ChatMessage }
  | { type: 'chat'; event: 'marks'; conversation_id?: number; delivered_to: number; read_to: number }
  | { type: 'chat'; event: 'status' | 'queue'; conversation_id?: number; status: string };

export type ChatRealm = 'member' | 'staff';

/** A canned reply support may drop into the draft. */
export interface CannedReply {
  id: number;
  title: string;
  body: string;
}

/** The calls of one side of the chat, and what each call names the conversation by. */
export interface ChatCalls {
  history: string;
  read: string;
  send: string;
  /** Support reads and writes one conversation by id; a member has only their own, so names none. */
  target: { id?: number };
}

export function chatCalls(realm: ChatRealm, conversation: number): ChatCalls {
  return realm === 'staff'
    ? { history: 'ops/chat_messages', read: 'ops/chat_read', send: 'ops/chat_send', target: { id: conversation } }
    : { history: 'chat/history', read: 'chat/read', send: 'chat/send', target: {} };
}

/** The dictionary key of a chat text: support's texts live with the staff screens, a member's with the service screens. */
export function chatTextKey(realm: ChatRealm): (key: string) => string {
  return (key) => `${realm === 'staff' ? 'ops.chat' : 'service.chat'}.${key}`;
}

/** Whether a message is this side's own: every staff member shares support's side of the conversation. */
export function isMine(realm: ChatRealm, message: ChatMessage): boolean {
  return realm === 'staff' ? message.from === 'staff' : message.from !== 'staff';
}
