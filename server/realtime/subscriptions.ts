import { instrumentOf } from '@core/market/instruments';
import type { RealtimeMessage, TickMessage } from './bus';

/**
 * Who signed a socket in: a member (its chat only) or staff: support staff get every conversation's
 * events, screen editors may say which studio change they have open (presence).
 */
export type SocketIdentity = { memberId: string } | { staff: true; staffId: string; name: string; support: boolean; studio: boolean };

/** The little of a ws socket the hub uses (ws ships no types here). */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export const LIMITS = {
  /** Codes one socket may follow at once: a watchlist or a positions list, not the market. */
  maxCodes: 64,
  /** A client message larger than this closes the socket (ws answers 1009). 64 codes fit in ~1 KiB. */
  maxMessageBytes: 4096,
  /** A socket whose unsent bytes exceed this misses ticks (the next one replaces them) until it drains. */
  skipAboveBytes: 64 * 1024,
  /** Ticks missed in a row before a socket that does not drain is closed (1013: try again later). */
  maxSkippedInARow: 500,
};

/** What the server answers a client message with; reasons are for the app's code, not shown to members. */
type Reply =
  | { type: 'subscribed'; codes: string[]; refused: string[] }
  | { type: 'auth'; ok: boolean; realm?: 'member' | 'staff' }
  | { type: 'presence'; draft: number; editors: string[] }
  | { type: 'signout'; ok: true }
  | { type: 'error'; reason: 'not-json' | 'bad-message' | 'too-many-codes' | 'not-allowed'; max?: number };

interface Client {
  socket: HubSocket;
  codes: Set<string>;
  skipped: number;
  /** Set by an auth message whose token resolved; until then the socket gets no chat data. */
  who?: SocketIdentity;
  /** Counts auth and signout messages: a token check that answers after a later one is ignored. */
  authSeq: number;
  closed?: boolean;
  /** The studio change a screen editor's socket has open (presence). */
  draft?: number;
}

/**
 * This instance's sockets and the codes each follows. A tick is serialized once and sent to the
 * sockets that follow its code; a bundle message goes to all. The latest tick of each code is kept
 * so a new subscriber sees a price at once instead of waiting for the next tick.
 */
export function createHub(
  latestQuote: (code: string) => TickMessage | undefined,
  /** Resolves an auth message's token (member or staff session); undefined for one that signs nobody in. */
  authenticate: (token: string) => Promise<SocketIdentity | undefined> = async () => undefined,
) {
  const clients = new Set<Client>();
  const byCode = new Map<string, Set<Client>>();
  const byDraft = new Map<number, Set<Client>>();
  const latest = new Map<string, TickMessage>();
  const stats = { skipped: 0, closedSlow: 0 };

  const send = (client: Client, text: string, droppable: boolean) => {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    // Never buffer without bound: a socket that is not draining misses ticks, and is closed if it stays stuck.
    if (droppable && socket.bufferedAmount > LIMITS.skipAboveBytes) {
      stats.skipped += 1;
      client.skipped += 1;
      if (client.skipped > LIMITS.maxSkippedInARow) {
        stats.closedSlow += 1;
        socket.close(1013, 'too slow');
      }
      return;
    }
    client.skipped = 0;
    socket.send(text);
  };

  const reply = (client: Client, message: Reply) => send(client, JSON.stringify(message), false);

  const subscribe = (client: Client, codes: string[]) => {
    const wanted = [...new Set(codes)].filter((code) => !client.codes.has(code));
    const known = wanted.filter((code) => instrumentOf(code) !== undefined);
    const refused = wanted.filter((code) => instrumentOf(code) === undefined);
    // Unknown codes count too: the bound is on what a client may ask for, not on what happens to exist.
    if (client.codes.size + wanted.length > LIMITS.maxCodes)
      return reply(client, { type: 'error', reason: 'too-many-codes', max: LIMITS.maxCodes });
    for (const code of known) {
      client.codes.add(code);
      let set = byCode.get(code);
      if (!set) byCode.set(code, (set = new Set()));
      set.add(client);
    }
    reply(client, { type: 'subscribed', codes: [...client.codes], refused });
    for (const code of known) {
      const tick = latest.get(code) ?? latestQuote(code);
      if (tick) send(client, JSON.stringify(tick), true);
    }
  };

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

  const watch = (client: Client, draft: number | null) => {
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
  };

  const unsubscribe = (client: Client, codes: Iterable<string>) => {
    for (const code of [...codes]) {
      client.codes.delete(code);
      const set = byCode.get(code);
      set?.delete(client);
      if (set?.size === 0) byCode.delete(code);
    }
  };

  return {
    stats,
    size: () => clients.size,
    /** A new socket; answers the handlers of its messages and its close. */
    add(socket: HubSocket) {
      const client: Client = { socket, codes: new Set(), skipped: 0, authSeq: 0 };
      clients.add(client);
      return {
        message(data: Buffer | string) {
          const parsed = parseClientMessage(String(data));
          if ('reason' in parsed) return reply(client, { type: 'error', reason: parsed.reason });
          if (parsed.type === 'watch') {
            // Only a screen editor's socket says which change it has open; others are refused.
            const who = client.who;
            if (!who || !('staff' in who) || !who.studio) return reply(client, { type: 'error', reason: 'not-allowed' });
            watch(client, parsed.draft);
            return;
          }
          if (parsed.type === 'signout') {
            // The app let go of its identity (the chat closed, the member signed out): no more chat or presence.
            client.authSeq += 1;
            if (client.draft !== undefined) watch(client, null);
            client.who = undefined;
            return reply(client, { type: 'signout', ok: true });
          }
          if (parsed.type === 'auth') {
            // A new auth replaces the old identity; a failed one leaves the socket without chat data.
            if (client.draft !== undefined) watch(client, null);
            client.who = undefined;
            const seq = ++client.authSeq;
            void authenticate(parsed.token)
              .catch(() => undefined)
              .then((who) => {
                // Closed meanwhile, or a later auth or signout came: that one decides.
                if (client.closed || seq !== client.authSeq) return;
                client.who = who;
                reply(client, who ? { type: 'auth', ok: true, realm: 'staff' in who ? 'staff' : 'member' } : { type: 'auth', ok: false });
              });
            return;
          }
          if (parsed.type === 'subscribe') subscribe(client, parsed.codes);
          else {
            unsubscribe(client, parsed.codes);
            reply(client, { type: 'subscribed', codes: [...client.codes], refused: [] });
          }
        },
        close() {
          client.closed = true;
          if (client.draft !== undefined) watch(client, null);
          unsubscribe(client, client.codes);
          clients.delete(client);
        },
      };
    },
    deliver(message: RealtimeMessage) {
      if (message.type === 'tick') {
        latest.set(message.code, message);
        const followers = byCode.get(message.code);
        if (!followers) return;
        const text = JSON.stringify(message);
        for (const client of followers) send(client, text, true);
        return;
      }
      if (message.type === 'chat') {
        // Each audience gets its own part: a member only its own conversation's, staff every conversation's.
        const forMember = message.member && JSON.stringify(message.member);
        const forStaff = message.staff && JSON.stringify(message.staff);
        for (const client of clients) {
          const who = client.who;
          if (!who) continue;
          if ('staff' in who) {
            if (forStaff && who.support) send(client, forStaff, false);
          } else if (forMember && message.memberId !== null && who.memberId === message.memberId) send(client, forMember, false);
        }
        return;
      }
      if (message.type === 'draft') {
        // Only the sockets watching the change: screen editors (a watch needs the studio role).
        const text = JSON.stringify(message);
        for (const client of byDraft.get(message.draft) ?? []) send(client, text, false);
        return;
      }
      const text = JSON.stringify(message);
      for (const client of clients) send(client, text, false);
    },
  };
}

const CODE = /^[A-Z0-9.]{1,12}$/;

/** A client message, checked field by field: anything else is refused with a reason, never thrown. */
export function parseClientMessage(
  text: string,
):
  | { type: 'subscribe' | 'unsubscribe'; codes: string[] }
  | { type: 'auth'; token: string }
  | { type: 'watch'; draft: number | null }
  | { type: 'signout' }
  | { reason: 'not-json' | 'bad-message' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { reason: 'not-json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { reason: 'bad-message' };
  const { type, codes, token, draft } = value as { type?: unknown; codes?: unknown; token?: unknown; draft?: unknown };
  if (type === 'watch') {
    if (draft === null) return { type, draft };
    if (typeof draft !== 'number' || !Number.isSafeInteger(draft) || draft < 1) return { reason: 'bad-message' };
    return { type, draft };
  }
  if (type === 'signout') return { type };
  if (type === 'auth') {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return { reason: 'bad-message' };
    return { type, token };
  }
  if (type !== 'subscribe' && type !== 'unsubscribe') return { reason: 'bad-message' };
  if (!Array.isArray(codes) || codes.length > LIMITS.maxCodes * 2) return { reason: 'bad-message' };
  if (!codes.every((c): c is string => typeof c === 'string' && CODE.test(c))) return { reason: 'bad-message' };
  return { type, codes };
}
