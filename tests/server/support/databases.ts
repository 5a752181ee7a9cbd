import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '@server/db/types';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import type { QueueBound } from '@server/db/queue';
import { migrate } from '@server/db/migrate';
import { migratedCluster, migrationsKey, pgliteVersion, writeImage } from '@server/db/cluster-image';

/**
 * The databases every server suite runs against, like rjsf runs one suite against every validator:
 * embedded PGlite (in memory) and this machine's PostgreSQL server (a fresh database per suite,
 * copied from a migrated template and dropped afterwards). TEST_PG_URL points at another server; it
 * must reach one: a missing server fails the run rather than skipping half the suite.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /**
   * url: where a second instance can open the same database (PostgreSQL only). bound: the line in
   * front of the connections; by default one no suite reaches, so a loaded machine never turns a
   * slow query into a 503 (the busy suite sets its own).
   */
  open(bound?: QueueBound, opts?: OpenOptions): Promise<{ db: Db; drop(): Promise<void>; url?: string }>;
}

/**
 * empty: a database no migration has touched (the suites about migrating); by default a suite gets
 * one already migrated, copied from a template made once per migration set: migrating took about
 * 0.4 s of each of the two databases of every server suite file.
 */
export interface OpenOptions {
  empty?: boolean;
}

/** Connections of a suite's PostgreSQL pool (PGlite has one). */
export const POSTGRES_POOL = 20;
const unreached: QueueBound = { maxWaiting: 100_000, maxWaitMs: 600_000 };

export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A PGlite cluster image dumped once per PGlite version (and `key`) to the temp directory and loaded
 * by every suite; kept in memory too, since a worker's files share one module graph. Workers that
 * race to write it each write a whole file and rename it into place.
 */
function clusterImage(key: string, make: () => Promise<PGlite>): () => Promise<Blob> {
  let image: Promise<Blob> | undefined;
  const load = async (): Promise<Blob> => {
    const file = path.join(os.tmpdir(), `meridian-pglite-${pgliteVersion()}-${key}.tar`);
    await writeImage(file, make);
    return new Blob([fs.readFileSync(file)]);
  };
  return () => (image ??= load());
}

/**
 * The cluster `new PGlite()` makes, without running initdb in WebAssembly each time (about 4 s of
 * every server suite file on this machine, against 0.6 s to load).
 */
const freshClusterImage = clusterImage('initdb', async () => {
  const fresh = new PGlite();
  await fresh.waitReady;
  return fresh;
});

/** The fresh cluster with every migration applied (migrating was about 0.4 s of every suite file). */
const migratedClusterImage = clusterImage(`migrated-${migrationsKey()}`, async () => migratedCluster(await freshClusterImage()));

/**
 * A migrated PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE), made once per migration
 * set: one worker builds it under an advisory lock while the others wait, under a build name
 * renamed into place when complete, so a killed run never leaves a half-migrated template.
 */
let templateMade: Promise<string> | undefined;
const migratedTemplate = (): Promise<string> => (templateMade ??= makeTemplate());

async function makeTemplate(): Promise<string> {
  const name = `meridian_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(728372)');
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const build = `${name}_b${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${build} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${build}`);
      const url = new URL(adminUrl);
      url.pathname = `/${build}`;
      const db = await openPostgres(url.toString(), 1, unreached);
      await migrate(db);
      await db.close();
      await admin.query(`ALTER DATABASE ${build} RENAME TO ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

export const testDatabases: TestDatabase[] = [
  {
    name: 'pglite',
    open: async (bound = unreached, opts = {}) => {
      const db = await openPglite(undefined, bound, await (opts.empty ? freshClusterImage() : migratedClusterImage()));
      return { db, drop: () => db.close() };
    },
  },
  {
    name: 'postgres',
    open: async (bound = unreached, opts = {}) => {
      const name = `meridian_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      const template = opts.empty ? undefined : await migratedTemplate();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openPostgres(url.toString(), POSTGRES_POOL, bound);
      return {
        db,
        url: url.toString(),
        drop: async () => {
          await db.close();
          const a = new pg.Client({ connectionString: adminUrl });
          await a.connect();
          await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await a.end();
        },
      };
    },
  },
];
