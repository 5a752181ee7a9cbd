// The reads' reference (issue 23): a bare Fastify server doing what member/info and etf/list do
// with the same database and the same domain functions (the session lookup, the member's row, the
// quote lines and their page), and none of the app around them: no admission, security headers,
// compression, rate limit, catalogue validation of input or output, envelope messages or locale.
// The app's figure over this one, measured in the same run, is what the app's plumbing costs.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Services } from '@server/services';
import { resolveSession } from '@server/identity/sessions';
import { requireMember } from '@server/identity/members';
import { page, quoteLines } from '@server/market/quote-view';

export async function bareReference(services: Services): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  app.get('/api/member/info', async (req, reply) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const caller = await resolveSession(services, token);
    if (typeof caller === 'string') return reply.code(401).send({ code: 401, msg: caller, data: null });
    const m = await requireMember(services.db, caller.memberId);
    return { code: 0, msg: 'Success', data: { uid: m.uid, nickname: m.nickname, email: m.email, mobile: m.mobile } };
  });
  app.get('/api/etf/list', async () => ({ code: 0, msg: 'Success', data: page(quoteLines(services), {}) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` };
}
