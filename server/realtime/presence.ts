import type { SocketIdentity } from './socket-identity';

/** A socket as presence sees it: who signed it in and the studio change it has open. */
export interface PresenceClient {
  who?: SocketIdentity;
  draft?: number;
}

export type PresenceReply = { type: 'presence'; draft: number; editors: string[] };

/**
 * Which studio change each screen editor's socket has open, on this instance: every socket with a
 * change open hears the names of the others as they come and go (issue 24's presence).
 */
export function createPresence<C extends PresenceClient>(reply: (client: C, message: PresenceReply) => void) {
  const byDraft = new Map<number, Set<C>>();

  /** Tells every socket with the change open who else has it open (names, each once, not the socket's own staff). */
  const announce = (draft: number) => {
    const watchers = byDraft.get(draft);
    if (!watchers) return;
    for (const client of watchers) {
      const me = client.who && 'staff' in client.who ? client.who.staffId : undefined;
      const names = new Set<string>();
      for (const other of watchers) if (other.who && 'staff' in other.who && other.who.staffId !== me) names.add(other.who.name);
      reply(client, { type: 'presence', draft, editors: [...names].sort() });
    }
  };

  return {
    /** The socket now has this change open (null: none); the others with the old and new one hear of it. */
    watch(client: C, draft: number | null): void {
      const before = client.draft;
      if (before === (draft ?? undefined)) return;
      if (before !== undefined) {
        const set = byDraft.get(before);
        set?.delete(client);
        if (set?.size === 0) byDraft.delete(before);
        client.draft = undefined;
        announce(before);
      }
      if (draft === null) return;
      client.draft = draft;
      let set = byDraft.get(draft);
      if (!set) byDraft.set(draft, (set = new Set()));
      set.add(client);
      announce(draft);
    },
    /** The sockets with this change open. */
    watchers: (draft: number): Iterable<C> => byDraft.get(draft) ?? [],
  };
}
