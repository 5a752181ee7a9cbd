import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Services } from './services';
import type { Db } from './db/types';
import { systemClock, type Clock } from './clock';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { loadMessages } from './http/messages';
import { devOutbox } from './notify/dev-outbox';
import { providerNotifier } from './notify/providers';
import { buildApp } from './app';
import { seedDemo } from './seed';
import { seedFirstAdmin } from './ops/staff';

export interface Running {
  app: FastifyInstance;
  services: Services;
  seeded: boolean;
  /** The first administrator's sign-in, when this start created it (empty staff table). */
  admin?: { email: string; password: string };
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty one, and builds the app (not yet listening). */
export async function startServer(config: Config, opts: { db?: Db; clock?: Clock; logger?: boolean; serveApp?: boolean } = {}): Promise<Running> {
  const db = opts.db ?? (await openDatabase(config));
  await migrate(db);
  const clock = opts.clock ?? systemClock;
  const outbox = config.devOutbox ? devOutbox(db, clock) : undefined;
  const notifier = outbox ?? providerNotifier({ smtp: config.smtp!, sms: config.sms! });
  const services: Services = { db, config, clock, notifier, messages: loadMessages() };
  const seeded = await seedDemo(services);
  const admin = await seedFirstAdmin(services);
  const app = await buildApp({ services, outbox: outbox?.list, logger: opts.logger, serveApp: opts.serveApp ?? true });
  return {
    app,
    services,
    seeded,
    admin,
    close: async () => {
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}
