/** One chat message as chat/history, ops/chat_messages and the socket's chat pushes carry it. */
export interface ChatMessage {
  id: number;
  client_id: string;
  from: 'member' | 'staff' | 'visitor';
  staff_name: string;
  body: string;
  image: string;
  time: number;
  status: 'sent' | 'delivered' | 'read';
}

/** A message this app sent that the server has not confirmed yet (no id). */
export interface PendingMessage {
  client_id: string;
  body: string;
  image?: string;
  failed: boolean;
}

/**
 * Adds messages to a list by server id, oldest first: a message the list already holds (pushed over
 * the socket and then read again from the history after a reconnect) replaces its copy instead of
 * appearing twice.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return list as ChatMessage[];
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest id the list holds: where a reconnecting app asks the history to continue from. */
export function lastIdOf(list: readonly ChatMessage[]): number {
  return list.length === 0 ? 0 : list[list.length - 1]!.id;
}

/** Pending sends the server has since confirmed (their client id is in the list) are dropped. */
export function unconfirmed(pending: readonly PendingMessage[], list: readonly ChatMessage[]): PendingMessage[] {
  const known = new Set(list.map((m) => m.client_id));
  return pending.filter((p) => !known.has(p.client_id));
}

/** The other side's marks applied to this reader's own messages (the ticks beside them). */
export function withMarks(
  list: readonly ChatMessage[],
  mine: (m: ChatMessage) => boolean,
  deliveredTo: number,
  readTo: number,
): ChatMessage[] {
  return list.map((m) => {
    if (!mine(m)) return m;
    const status = readTo >= m.id ? 'read' : deliveredTo >= m.id ? 'delivered' : m.status;
    return status === m.status ? m : { ...m, status };
  });
}

/** A client id for one message: random, URL-safe, within the catalogue's 8-64 characters. */
export function newClientId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
