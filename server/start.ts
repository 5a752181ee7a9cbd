import type { FastifyInstance } from 'fastify';
import { operatorFactsProblem, type Config } from './config';
import type { Services } from './services';
import type { Db } from './db/types';
import { clockFrom, shiftable, systemClock, type Clock } from './clock';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { loadMessages } from './messages';
import { devOutbox } from './notify/dev-outbox';
import { providerNotifier } from './notify/providers';
import { buildApp } from './app';
import { seedDemo, seedDemoProvidersIfMissing } from './seed';
import { seedDocuments } from './documents/seed';
import { seedFirstAdmin } from './staff/accounts';
import path from 'node:path';
import { loadCatalogue } from './catalogue/loadCatalogue';
import { createBus, type Bus } from './realtime/bus';
import { createRedisBus } from './realtime/redis-bus';
import { redisProducerLease, soleProducer, type ProducerLease } from './realtime/producer-lease';
import { produceTicks } from './realtime/ticks';
import type { MarketData } from './market/market-data';
import { createMarket } from './market/create-market';
import { readRepoBundle } from './studio/repo-bundle';
import { createStudioService } from './studio/service';
import { syncRepoBundle } from './studio/sync';
import { BUNDLE_CHANNEL, headVersion } from './studio/versions';
import { startJobTimer } from './jobs/jobs';
import { jobHandlers } from './job-handlers';
import { matchingIdle, startMatching } from './orders/matching';
import { startFollowJobs } from './follow/jobs';
import { copyStopLossesOn } from './follow/stop-loss-watch';

export interface Running {
  app: FastifyInstance;
  services: Services;
  seeded: boolean;
  /**
   * Settles when the work that may run behind a listening server is done: the market's history
   * backfill (a fresh start writes about 100,000 candles), the demo providers' simulated records
   * over it, and copy trading's recurring jobs. Already settled unless startServer was asked to
   * put it behind (opts.behind).
   */
  ready: Promise<void>;
  /** The first administrator's sign-in, when this start created it (empty staff table). */
  admin?: { email: string; password: string };
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty one, and builds the app (not yet listening). */
export async function startServer(
  config: Config,
  opts: {
    db?: Db;
    clock?: Clock;
    market?: MarketData;
    logger?: boolean;
    logStream?: NodeJS.WritableStream;
    serveApp?: boolean;
    /** Return before the history backfill (npm start listens at once; charts say the history is loading). */
    behind?: boolean;
  } = {},
): Promise<Running> {
  // The legal documents name the operator: production does not serve them with a fact missing.
  const factsProblem = operatorFactsProblem(config);
  if (factsProblem) throw new Error(factsProblem);
  const db = opts.db ?? (await openDatabase(config));
  await migrate(db);
  // A caller's clock (a test's manual one, a journey's weekday afternoon) or DEV_CLOCK_START's or the
  // system's; with DEV_CLOCK=1 it is wrapped so POST /api/dev/clock can move it forward, and every
  // part (market, jobs, codes, sessions) reads the one moved clock.
  const base = opts.clock ?? (config.devClockStart ? clockFrom(config.devClockStart) : systemClock);
  const devClock = config.devClock ? shiftable(base) : undefined;
  const clock: Clock = devClock ?? base;
  const outbox = config.devOutbox ? devOutbox(db, clock) : undefined;
  const notifier = outbox ?? providerNotifier({ smtp: config.smtp!, sms: config.sms! });
  const repo = readRepoBundle(config.bundleRoot);
  const studio = createStudioService(config.bundleRoot, repo, loadCatalogue(path.join(config.bundleRoot, 'schemas/api')));
  // With REDIS_URL, realtime events reach the sockets of every instance through Redis, and only the
  // holder of the producer lease publishes ticks; alone, an instance is its own producer.
  const bus: Bus = config.redisUrl ? await createRedisBus(config.redisUrl, config.redisPrefix) : createBus();
  const lease: ProducerLease = config.redisUrl
    ? await redisProducerLease(config.redisUrl, config.redisPrefix).catch(async (err: unknown) => {
        await bus.close();
        throw err;
      })
    : soleProducer;
  // The market data source MARKET_SOURCE names; tests may hand in their own (a fed market they push quotes into).
  let log: (line: string) => void = () => undefined;
  const market = opts.market ?? createMarket(config.market, db, clock, (line) => log(line));
  const stopTicks = produceTicks(market, bus, lease);
  const services: Services = { db, config, clock, notifier, messages: loadMessages(), studio, bus, market };
  await db.tx((q) => syncRepoBundle(q, repo, studio.gate, clock.now()));
  // Every instance hears every publish through the database and tells its own sockets.
  const stopListening = await db.listen(
    BUNDLE_CHANNEL,
    (payload) => bus.deliver({ type: 'bundle', version: Number(payload) }),
    // Back from a dropped connection: tell the sockets the version now published, in case one was missed.
    () =>
      void headVersion(db).then(
        (version) => version !== undefined && bus.deliver({ type: 'bundle', version }),
        () => undefined,
      ),
  );
  // Pending limit orders are checked on every tick of their line; due jobs (order expiry) run on a timer.
  // Copy stop-losses are checked on the same ticks, in the same loop (follow/stop-loss-watch.ts).
  const stopMatching = startMatching(services, lease, [copyStopLossesOn]);
  // Legal and rules documents: a file version newer than the database's is published (docs/documents.md).
  await seedDocuments(db, config.bundleRoot, clock.now(), config.operator);
  const stopJobs = startJobTimer(db, jobHandlers(services), () => clock.now(), config.jobs.intervalMs);
  const admin = await seedFirstAdmin(services);
  const app = await buildApp({
    services,
    outbox: outbox?.list,
    devClock,
    logger: opts.logger,
    logStream: opts.logStream,
    serveApp: opts.serveApp ?? true,
  });
  // The market's lines (backfill figures, refused CSV rows) go to the request log when there is one, else to the console.
  log = (line) => (opts.logger ? app.log.info(line) : console.log(line));
  // The demo member, fund and content of an empty database: sign-in works from the first request.
  const seeded = await seedDemo(services);
  // The history backfill, then what needs it: the demo providers' simulated track records are run
  // over its daily closes, and copy trading's recurring jobs (NAV snapshots, demo strategies) start.
  let closing = false;
  const behind = async () => {
    await market.start();
    // Stopped during the backfill: what needs the whole history waits for the next start.
    if (closing) return;
    await seedDemoProvidersIfMissing(services);
    await startFollowJobs(services);
  };
  let ready: Promise<void>;
  if (opts.behind) {
    ready = behind();
    // Reported by whoever awaits it; never an unhandled rejection meanwhile.
    ready.catch(() => undefined);
  } else {
    await behind();
    ready = Promise.resolve();
  }
  return {
    app,
    services,
    seeded,
    admin,
    ready,
    close: async () => {
      // A backfill still running behind ends at its next chunk (resumed by the next start).
      closing = true;
      await market.stop();
      await ready.catch(() => undefined);
      stopTicks();
      await lease.close();
      await app.close();
      stopMatching();
      await stopJobs();
      await matchingIdle(services);
      await market.stop();
      await bus.close();
      await stopListening();
      if (!opts.db) await db.close();
    },
  };
}
