import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { AppError, Codes, httpStatusFor } from '../errors';
import { DatabaseUnavailable } from '../db/unavailable';

/** Seconds a client is told to wait before retrying a 503 (busy or briefly unavailable). */
export const RETRY_AFTER_SECONDS = 1;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function lanOf(req: FastifyRequest): string | undefined {
  const lan = req.headers.lan;
  return typeof lan === 'string' ? lan.slice(0, 16) : undefined;
}

export function sendOk(reply: FastifyReply, services: Services, lan: string | undefined, data: unknown): FastifyReply {
  const body: Envelope = { code: Codes.OK, msg: services.messages(lan, 'server.ok'), data: data ?? null };
  return reply.code(200).send(body);
}

export function sendError(reply: FastifyReply, services: Services, lan: string | undefined, err: AppError): FastifyReply {
  const body: Envelope<null> = { code: err.code, msg: services.messages(lan, err.key, err.args), data: null };
  if (err.code === Codes.BUSY) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(httpStatusFor(err.code)).send(body);
}

/**
 * Maps anything thrown to an envelope. Only AppError text reaches the client; Fastify's own 4xx
 * (bad JSON, too large, wrong content type) get a generic message; a database that cannot serve now
 * (server/db/unavailable.ts) is 503 with Retry-After; everything else is logged and
 * answered as 500 without details, so no stack trace or SQL ever leaves the server.
 */
export function toAppError(err: unknown, log: (e: unknown) => void): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof DatabaseUnavailable) return new AppError(Codes.BUSY, err.reason === 'busy' ? 'server.busy' : 'server.unavailable');
  const status = (err as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError(Codes.TOO_LARGE, 'server.tooLarge');
  if (status === 429) return new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: 60 });
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError(Codes.BAD_REQUEST, 'server.badRequest');
  log(err);
  return new AppError(Codes.INTERNAL, 'server.internal');
}
