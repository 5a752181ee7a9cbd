import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Bus } from './bus';

const PING_MS = 25_000;

/**
 * /ws: one socket per open app, server to app only. It says when a screen bundle was published, so
 * members see studio changes on their next navigation without reloading. Anything an app sends is
 * ignored; the socket carries no member data, so it needs no session.
 */
export async function registerSocketRoute(app: FastifyInstance, bus: Bus): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 1024 } });
  app.get('/ws', { websocket: true }, (socket) => {
    const unsubscribe = bus.subscribe((message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    });
    // Proxies close idle connections; a ping every 25 s keeps this one open.
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('close', () => {
      clearInterval(ping);
      unsubscribe();
    });
  });
}
