import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { registerAdmission } from './http/admission';
import multipart from '@fastify/multipart';
import type { Services } from './services';
import type { HandlerMap } from './services';
import type { OutgoingMessage } from './notify/types';
import { registerCatalogueRoutes } from './http/catalogue-routes';
import { registerDevOutbox } from './dev/outbox-route';
import { registerDevClock } from './dev/clock-route';
import type { ShiftableClock } from './clock';
import { registerStaticApp } from './http/static-app';
import { isAppPage } from './http/appPage';
import { registerApiCompression } from './http/compression';
import { registerFileRoute } from './http/upload-file-route';
import { registerOpsFileRoute } from './http/staff-file-route';
import { AppError, Codes } from './errors';
import { lanOf, sendError, toAppError } from './http/reply';
import { clientErrorHandler } from './http/client-errors';
import { registerReplyHeaders } from './http/reply-headers';
import { refuseBadText } from './http/request-validation';
import { handlers as allHandlers } from './handlers';
import { registerSocketRoute } from './realtime/socket-route';
import { registerFormModuleRoute } from './studio/form-module-route';

export interface AppOptions {
  services: Services;
  handlers?: HandlerMap;
  /** Present when DEV_OUTBOX is on: lists what was "sent" to an address. */
  outbox?: (to: string) => Promise<OutgoingMessage[]>;
  /** Present when DEV_CLOCK is on (with the outbox): POST /api/dev/clock moves it forward. */
  devClock?: ShiftableClock;
  /** Log every request (LOG=1). Without it the server still logs errors: every 500, with its request id. */
  logger?: boolean;
  /** Where log lines go (stdout unless set; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Serve the built app from config.staticDir. */
  serveApp?: boolean;
}

/**
 * The whole server as one Fastify instance. Order matters: security headers and the coarse rate
 * limit first, then the catalogue routes, dev tools, and the built app last.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { services } = opts;
  const limits = services.config.http;
  const app = Fastify({
    logger: { level: opts.logger ? 'info' : 'error', ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1_048_576,
    trustProxy: services.config.trustProxy,
    // Ids, tokens and codes fit easily; a huge URL is an attack, not a member.
    routerOptions: { maxParamLength: 200 },
    // A client that trickles its headers or body, or idles, must not hold a connection for minutes.
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    // What Node's parser refuses (431, 408, 400) is answered as an envelope too.
    clientErrorHandler: clientErrorHandler(services.messages),
  });
  app.server.maxConnections = limits.maxConnections;
  registerReplyHeaders(app);
  // First of all hooks: a request refused at the door costs nothing else (server/http/admission.ts).
  registerAdmission(app, services);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile positions popups with inline styles; scripts stay strict (no unsafe-eval, no inline).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The location pickers' map tiles (MAP_TILE_URL), when a tile server is configured.
        imgSrc: ["'self'", 'data:', 'blob:', ...(services.config.map.tiles ? [services.config.map.tiles.origin] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The studio's preview frames the app itself; no other site may.
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    max: services.config.limits.requestsPerMinute,
    timeWindow: 60_000,
    // The limit guards the API and the socket. The app's files are static, immutable and cheap, and
    // a phone that installs the app fetches the whole shell at once (the service worker's precache):
    // counting them would spend a member's API allowance on an install. Decided by the route the
    // request matched, never by its raw URL, which /%61pi/... or /./api/... would slip past.
    allowList: (req) => {
      const route = req.routeOptions.url;
      return route !== undefined && !route.startsWith('/api/') && route !== '/ws';
    },
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: Math.ceil(ctx.ttl / 1000) }), { statusCode: 429 }),
  });

  // Limits are set per call in multipartInput; these are the outer bounds for any multipart body.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await registerApiCompression(app);

  app.setErrorHandler((err, req, reply) =>
    sendError(
      reply,
      services,
      lanOf(req),
      toAppError(err, (e) => req.log.error(e)),
    ),
  );
  // Every route, once: NUL or a lone surrogate in any query, path or JSON text is a 400, never a 500
  // from the database. Multipart fields are checked where they are read (catalogue routes).
  app.addHook('preValidation', async (req) => refuseBadText(req.query, req.params, req.body));

  const catalogue = services.studio.gate.catalogue;
  registerCatalogueRoutes(app, catalogue.endpoints, opts.handlers ?? allHandlers, services);
  registerFileRoute(app, services);
  registerOpsFileRoute(app, services);
  registerFormModuleRoute(app, services);
  await registerSocketRoute(app, services);
  if (opts.outbox) registerDevOutbox(app, services, opts.outbox);
  if (opts.outbox && opts.devClock) registerDevClock(app, services, opts.devClock);

  const servesApp = opts.serveApp ? await registerStaticApp(app, services.config.staticDir) : false;
  app.setNotFoundHandler((req, reply) => {
    // index.html through @fastify/static too: negotiated like every file of the build, never cached.
    if (servesApp && isAppPage(req.method, req.url)) return reply.sendFile('index.html');
    return sendError(reply, services, lanOf(req), new AppError(Codes.NOT_FOUND, 'server.notFound'));
  });
  return app;
}
