import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@core/catalogue/buildCatalogue';
import type { Handler, HandlerMap, Services } from '../services';
import { isIdempotentHandler, runIdempotent } from './idempotent-dispatch';
import { AppError, Codes } from '../errors';
import { authenticate, optionalCaller } from './auth';
import { compileRequest, compileResponse, onFirstUse, refuseBadText, requestError } from './request-validation';
import { lanOf, sendError, sendOk, toAppError } from './reply';
import { nestsDeeperThan } from './nesting';
import { multipartInput } from '../uploads/multipart-input';
import { authenticateStaff } from '../staff/sessions';

/**
 * Start-up fails, listing every problem at once, when a live entry has no handler, a handler has
 * no entry, a planned entry has a handler (it would stay hidden behind the 501), or a handler's
 * shape disagrees with its entry's idempotent flag (the dispatcher keeps the key for those).
 */
export function checkHandlers(endpoints: Endpoint[], handlers: HandlerMap): void {
  const problems: string[] = [];
  const ids = new Set(endpoints.map((e) => e.id));
  for (const e of endpoints) {
    const has = Object.hasOwn(handlers, e.id);
    if (e.status === 'live' && !has) problems.push(`live entry without a handler: ${e.method} ${e.path} (${e.id})`);
    if (e.status === 'planned' && has) problems.push(`handler for a planned entry (mark it live): ${e.id}`);
    const shaped = has && isIdempotentHandler(handlers[e.id as keyof HandlerMap]);
    if (has && e.idempotent && !shaped) problems.push(`idempotent entry with a plain handler (declare { replay, run }): ${e.id}`);
    if (has && !e.idempotent && shaped) problems.push(`idempotent handler for an entry that is not idempotent: ${e.id}`);
  }
  for (const id of Object.keys(handlers)) if (!ids.has(id)) problems.push(`handler without a catalogue entry: ${id}`);
  if (problems.length) throw new Error(`The API catalogue and the handlers disagree:\n  ${problems.join('\n  ')}`);
}

/** Registers /api/<path> for every catalogue entry: auth, then validation, then planned (501) or the handler. */
export function registerCatalogueRoutes(app: FastifyInstance, endpoints: Endpoint[], handlers: HandlerMap, services: Services): void {
  checkHandlers(endpoints, handlers);
  for (const endpoint of endpoints) {
    const inQuery = endpoint.method === 'GET';
    const requestValidator = onFirstUse(() => compileRequest(endpoint.request, inQuery));
    const responseChecker = services.config.checkResponses ? onFirstUse(() => compileResponse(endpoint.response)) : undefined;
    const handler = handlers[endpoint.id as keyof HandlerMap];

    app.route({
      method: endpoint.method,
      url: `/api/${endpoint.path}`,
      ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
      handler: async (req, reply) => {
        const lan = lanOf(req);
        try {
          // A public call reads a session only when its answer differs for a signed-in member
          // (optionalSession): a quote list then costs no session lookup, a database read.
          const caller = endpoint.auth
            ? await authenticate(req.headers.authorization, services)
            : endpoint.optionalSession
              ? await optionalCaller(req.headers.authorization, services)
              : null;
          // The studio's preview shows a test member's screens; it must never act for them.
          if (caller?.readOnly && endpoint.method !== 'GET') throw new AppError(Codes.FORBIDDEN, 'server.previewReadOnly');
          const staff = endpoint.staff
            ? await authenticateStaff(req.headers.authorization, services, endpoint.staff, endpoint.id)
            : undefined;
          const { input, upload } =
            endpoint.body === 'multipart' ? await multipartInput(req) : { input: inputOf(req, inQuery), upload: undefined };
          // JSON and query text was checked by the preValidation hook; multipart fields are read only here.
          if (upload) refuseBadText(input);
          if (nestsDeeperThan(input, 16)) throw new AppError(Codes.BAD_REQUEST, 'server.badRequest');
          const validate = requestValidator();
          if (!validate(input)) throw requestError(validate.errors);
          const idempotencyKey = endpoint.idempotent ? idempotencyKeyOf(req) : undefined;
          // Validated first, so even a planned call tells a malformed request apart from a missing feature.
          if (endpoint.status === 'planned' || !handler) {
            throw new AppError(Codes.PLANNED, 'server.planned', { feature: endpoint.plannedIn ?? endpoint.group });
          }
          const ctx = { input: input as never, caller, staff, lan, ip: req.ip, upload, idempotencyKey };
          // The context matches the entry: auth entries have a caller, staff entries a staff member (checked above).
          const data = isIdempotentHandler(handler)
            ? await runIdempotent(handler, endpoint.id as never, ctx as never, services)
            : await (handler as unknown as Handler<never>)(ctx as never, services);
          const checkResponse = responseChecker?.();
          if (checkResponse && !checkResponse(data ?? null)) {
            req.log.error({ endpoint: endpoint.id, errors: checkResponse.errors }, 'reply does not match the catalogue');
            throw new AppError(Codes.INTERNAL, 'server.internal');
          }
          return sendOk(reply, services, lan, data);
        } catch (err) {
          return sendError(
            reply,
            services,
            lan,
            toAppError(err, (e) => req.log.error(e)),
          );
        }
      },
    });
  }
}

/** A money write must carry Idempotency-Key (the engine sends a fresh one per action run). */
function idempotencyKeyOf(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key))
    throw new AppError(Codes.BAD_REQUEST, 'server.idempotencyKeyRequired');
  return key;
}

function inputOf(req: FastifyRequest, inQuery: boolean): unknown {
  const raw = inQuery ? req.query : req.body;
  // An empty POST is an empty object; anything that is not an object fails the object schema.
  return raw === undefined || raw === null ? {} : raw;
}
