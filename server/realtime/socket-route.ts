import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Bus } from './bus';
import type { MarketData } from '../market/market-data';
import { createHub, LIMITS, type HubSocket } from './subscriptions';
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
 * (subscriptions.ts says what is accepted). Ticks are public prices and the socket carries no
 * member data, so it needs no session.
 */
export async function registerSocketRoute(app: FastifyInstance, bus: Bus, market: MarketData): Promise<ReturnType<typeof createHub>> {
  await app.register(websocket, { options: { maxPayload: LIMITS.maxMessageBytes } });
  // Before this instance has delivered a tick of a code, a subscriber gets the source's latest quote.
  const hub = createHub((code) => {
    const quote = market.quote(code);
    return quote ? tickMessage(quote) : undefined;
  });
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
