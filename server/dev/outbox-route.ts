import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { OutgoingMessage } from '../notify/types';
import { AppError, Codes } from '../errors';
import { lanOf, sendError, sendOk } from '../http/reply';
import { isLoopback } from '../config';

/** GET /api/dev/outbox?to=<phone or email>: what the server would have sent, newest first. Development only. */
export function registerDevOutbox(app: FastifyInstance, services: Services, list: (to: string) => Promise<OutgoingMessage[]>): void {
  app.get('/api/dev/outbox', async (req, reply) => {
    // The outbox shows sign-in codes. Even on a loopback address, a proxy in front may relay
    // anyone: only a request from this machine, not forwarded, is served unless DEV_OUTBOX_PUBLIC=1.
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (!services.config.devOutboxPublic && (forwarded || !isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip))) {
      return sendError(reply, services, lanOf(req), new AppError(Codes.FORBIDDEN, 'server.forbidden'));
    }
    const to = (req.query as { to?: unknown }).to;
    if (typeof to !== 'string' || !to || to.length > 254) {
      return sendError(reply, services, lanOf(req), new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'to' }));
    }
    // Phone targets are stored as +<code><number>; accept them with or without the '+'.
    const target = to.includes('@') ? to.trim().toLowerCase() : `+${to.replace(/^\+/, '').trim()}`;
    return sendOk(reply, services, lanOf(req), { list: await list(target) });
  });
}
