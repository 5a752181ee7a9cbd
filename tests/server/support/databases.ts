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

/**
 * The databases every server suite runs against, like rjsf runs one suite against every validator:
 * embedded PGlite (in memory) and this machine's PostgreSQL server (a fresh database per suite,
 * dropped afterwards). TEST_PG_URL points at another server; it must reach one: a missing server
 * fails the run rather than skipping half the suite.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /**
   * url: where a second instance can open the same database (PostgreSQL only). bound: the line in
   * front of the connections; by default one no suite reaches, so a loaded machine never turns a
   * slow query into a 503 (the busy suite sets its own).
   */
  open(bound?: QueueBound): Promise<{ db: Db; drop(): Promise<void>; url?: string }>;
}

/** Connections of a suite's PostgreSQL pool (PGlite has one). */
export const POSTGRES_POOL = 20;
const unreached: QueueBound = { maxWaiting: 100_000, maxWaitMs: 600_000 };

export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A freshly initialised PGlite cluster, dumped once per PGlite version to the temp directory and
 * loaded by every suite: the same empty cluster `new PGlite()` makes, without running initdb in
 * WebAssembly each time (about 4 s of every server suite file on this machine, against 0.6 s to
 * load). Workers that race to write it each write a whole file and rename it into place.
 */
async function freshClusterImage(): Promise<Blob> {
  const manifest = path.join(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  const file = path.join(os.tmpdir(), `meridian-pglite-${version}-initdb.tar`);
  if (!fs.existsSync(file)) {
    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const part = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(part, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export const testDatabases: TestDatabase[] = [
  {
    name: 'pglite',
    open: async (bound = unreached) => {
      const db = await openPglite(undefined, bound, await freshClusterImage());
      return { db, drop: () => db.close() };
    },
  },
  {
    name: 'postgres',
    open: async (bound = unreached) => {
      const name = `meridian_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
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
