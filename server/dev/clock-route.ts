import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { lanOf, sendError, sendOk } from '../http/reply';
import { isLoopback } from '../config';
import { unixSeconds, type ShiftableClock } from '../clock';
import { runDue } from '../jobs/jobs';
import { jobHandlers } from '../job-handlers';

/** A year and a day: enough for any product's term, small enough that a typo does not jump decades. */
const MAX_ADVANCE_SECONDS = 366 * 86_400;

/**
 * POST /api/dev/clock {advance_seconds}: moves the server's time forward, then runs the jobs that
 * became due once (accruals, settlements, expiries), answering {now, jobs_run}. Registered only
 * with DEV_CLOCK=1 beside the dev outbox (start.ts), for end-to-end journeys.
 */
export function registerDevClock(app: FastifyInstance, services: Services, clock: ShiftableClock): void {
  app.post('/api/dev/clock', async (req, reply) => {
    // Stricter than the outbox: DEV_OUTBOX_PUBLIC does not open it. Only this machine, not through a proxy.
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (forwarded || !isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) {
      return sendError(reply, services, lanOf(req), new AppError(Codes.FORBIDDEN, 'server.forbidden'));
    }
    const seconds = (req.body as { advance_seconds?: unknown } | undefined)?.advance_seconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > MAX_ADVANCE_SECONDS) {
      return sendError(reply, services, lanOf(req), new AppError(Codes.BAD_REQUEST, 'server.invalidField', { field: 'advance_seconds' }));
    }
    clock.advance(seconds * 1000);
    const now = clock.now();
    const jobsRun = await runDue(services.db, jobHandlers(services), now);
    return sendOk(reply, services, lanOf(req), { now: unixSeconds(now), jobs_run: jobsRun });
  });
}
