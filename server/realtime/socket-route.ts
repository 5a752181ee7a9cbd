import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { createHub, LIMITS, type HubSocket, type SocketIdentity } from './subscriptions';
import { resolveSession } from '../identity/sessions';
import { authenticateStaff } from '../staff/sessions';
import { tickMessage } from './ticks';

const PING_MS = 25_000;

interface RouteSocket extends HubSocket {
  ping(): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: () => void): void;
}

/**
 * /ws: one socket per open app. Server to app: a bundle was published (every socket), and ticks of
 * the codes this socket subscribed to. App to server: {"type":"subscribe"|"unsubscribe","codes":[...]}
 * and, from a screen editor's socket, {"type":"watch","draft":id|null}: the studio change it has open;
 * every socket with that change open hears {"type":"presence",draft,editors:[names of the others]}
 * and {"type":"draft",draft,event:"approved"} when it is approved (on any instance, through the bus)
 * (subscriptions.ts says what is accepted). Ticks are public prices and need no session. The
 * support chat's events (docs/chat.md) go only to a socket signed in by {"type":"auth","token":...}
 * with a member token (its own conversation) or a support staff token (all of them): the token
 * travels in a message, never in the URL, where proxies and logs would keep it.
 */
export async function registerSocketRoute(app: FastifyInstance, services: Services): Promise<ReturnType<typeof createHub>> {
  const { bus, market } = services;
  await app.register(websocket, { options: { maxPayload: LIMITS.maxMessageBytes } });
  // Before this instance has delivered a tick of a code, a subscriber gets the source's latest quote.
  const hub = createHub(
    (code) => {
      const quote = market.quote(code);
      return quote ? tickMessage(quote) : undefined;
    },
    (token) => identify(services, token),
  );
  const stopDelivering = bus.subscribe((message) => hub.deliver(message));
  app.addHook('onClose', async () => stopDelivering());
  app.get('/ws', { websocket: true }, (raw) => {
    const socket = raw as unknown as RouteSocket;
    const client = hub.add(socket);
    socket.on('message', (data) => client.message(data));
    // Proxies close idle connections; a ping every 25 s keeps this one open.
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('close', () => {
      clearInterval(ping);
      client.close();
    });
  });
  return hub;
}

/**
 * A member session first (the tables are separate, a token is one or the other), then a staff
 * session holding support (the chat) or screen_editor (the studio's presence): what each may hear
 * is kept apart in the hub.
 */
async function identify(services: Services, token: string): Promise<SocketIdentity | undefined> {
  const member = await resolveSession(services, token);
  if (typeof member === 'object') return member.readOnly ? undefined : { memberId: member.memberId };
  try {
    const staff = await authenticateStaff(`Bearer ${token}`, services, ['support', 'screen_editor']);
    const holds = (role: 'support' | 'screen_editor') => staff.roles.includes('admin') || staff.roles.includes(role);
    return { staff: true, staffId: staff.staffId, name: staff.name, support: holds('support'), studio: holds('screen_editor') };
  } catch {
    return undefined;
  }
}
