import { instrumentOf } from '@core/market/instruments';
import type { RealtimeMessage, TickMessage } from './bus';
import { parseClientMessage } from './client-message';
import { LIMITS } from './limits';
import { createPresence } from './presence';
import type { SocketIdentity } from './socket-identity';

export { LIMITS } from './limits';
export type { SocketIdentity } from './socket-identity';

/** The little of a ws socket the hub uses (ws ships no types here). */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

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

  const presence = createPresence<Client>((client, message) => reply(client, message));
  const watch = presence.watch;

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
          if (parsed.type === 'watch' || parsed.type === 'signout' || parsed.type === 'auth')
            return identityMessage(client, parsed, { reply, watch, authenticate });
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
        for (const client of presence.watchers(message.draft)) send(client, text, false);
        return;
      }
      const text = JSON.stringify(message);
      for (const client of clients) send(client, text, false);
    },
  };
}

/**
 * The messages that change who a socket is or what change it has open: sign-in, sign-out and the
 * studio's watch. The last auth or signout decides, whatever order token checks answer in.
 */
function identityMessage(
  client: Client,
  message: { type: 'watch'; draft: number | null } | { type: 'signout' } | { type: 'auth'; token: string },
  hub: {
    reply(client: Client, message: Reply): void;
    watch(client: Client, draft: number | null): void;
    authenticate(token: string): Promise<SocketIdentity | undefined>;
  },
): void {
  const { reply, watch } = hub;
  if (message.type === 'watch') {
    // Only a screen editor's socket says which change it has open; others are refused.
    const who = client.who;
    if (!who || !('staff' in who) || !who.studio) return reply(client, { type: 'error', reason: 'not-allowed' });
    return watch(client, message.draft);
  }
  // Either way the old identity ends here: its presence, then its chat data.
  client.authSeq += 1;
  if (client.draft !== undefined) watch(client, null);
  client.who = undefined;
  // The app let go of its identity (the chat closed, the member signed out).
  if (message.type === 'signout') return reply(client, { type: 'signout', ok: true });
  // A failed auth leaves the socket without chat data.
  const seq = client.authSeq;
  void hub
    .authenticate(message.token)
    .catch(() => undefined)
    .then((who) => {
      // Closed meanwhile, or a later auth or signout came: that one decides.
      if (client.closed || seq !== client.authSeq) return;
      client.who = who;
      reply(client, who ? { type: 'auth', ok: true, realm: 'staff' in who ? 'staff' : 'member' } : { type: 'auth', ok: false });
    });
}
