import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { OutgoingMessage } from '../notify/types';
import { AppError, Codes } from '../http/errors';
import { lanOf, sendError, sendOk } from '../http/reply';

/** GET /api/dev/outbox?to=<phone or email>: what the server would have sent, newest first. Development only. */
export function registerDevOutbox(app: FastifyInstance, services: Services, list: (to: string) => Promise<OutgoingMessage[]>): void {
  app.get('/api/dev/outbox', async (req, reply) => {
    const to = (req.query as { to?: unknown }).to;
    if (typeof to !== 'string' || !to || to.length > 254) {
      return sendError(reply, services, lanOf(req), new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'to' }));
    }
    // Phone targets are stored as +<code><number>; accept them with or without the '+'.
    const target = to.includes('@') ? to.trim().toLowerCase() : `+${to.replace(/^\+/, '').trim()}`;
    return sendOk(reply, services, lanOf(req), { list: await list(target) });
  });
}
