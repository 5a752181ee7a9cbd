import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { RETRY_AFTER_SECONDS } from './reply';

/**
 * Admission at the door (issue 23). An API request is admitted once, when it arrives, or refused
 * at once, before its session lookup, its payment password or its first query: a fast 503 with
 * Retry-After when MAX_IN_FLIGHT requests are already being served, a 429 when the same caller
 * (session token) already has CALLER_WRITES_IN_FLIGHT writes running. Under a burst this keeps the
 * work the server accepts to what it can finish, rather than letting every request pay for its
 * first steps and then be refused in the database's line halfway (200 clients once got 99.4% busy
 * answers and good orders fell from 19-27/s to 4-5/s). One caller's flood of writes waits on
 * nobody else's. Counted per instance.
 */
export function registerAdmission(app: FastifyInstance, services: Services): void {
  const { maxInFlight, callerWritesInFlight } = services.config.http;
  let inFlight = 0;
  const writesOf = new Map<string, number>();
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const caller = isWrite(req) ? tokenOf(req) : undefined;
    if (inFlight >= maxInFlight) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(Codes.BUSY, 'server.busy');
    }
    if (caller !== undefined && (writesOf.get(caller) ?? 0) >= callerWritesInFlight) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(Codes.RATE_LIMITED, 'server.tooManyAtOnce');
    }
    inFlight += 1;
    if (caller !== undefined) writesOf.set(caller, (writesOf.get(caller) ?? 0) + 1);
    // Released once, when the response has finished or its connection closed, whichever comes
    // first ('finish' alone is what an injected request gives). Fastify's onResponse never runs
    // for a reply whose client left after sending the whole request, and onRequestAbort only for
    // a client that left mid-request: with those two, every such request kept its place, and after
    // a load run ended with requests in flight the door refused all (the bench's overload run: 0
    // of 5,931 orders served, inFlight stuck at MAX_IN_FLIGHT).
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
      if (caller === undefined) return;
      const left = (writesOf.get(caller) ?? 1) - 1;
      if (left > 0) writesOf.set(caller, left);
      else writesOf.delete(caller);
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  });
}

function isWrite(req: FastifyRequest): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
}

/** The caller of a write, by its token as sent (no lookup: that is work the door must not do). */
function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = header.trim().split(/\s+/).pop();
  return token && token.length >= 20 && token.length <= 200 ? token : undefined;
}
