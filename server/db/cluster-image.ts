// A fresh PGlite data directory starts from a cluster with every migration applied, instead of
// running initdb in WebAssembly and then the migrations (about 3 s of a 4.5 s fresh start on this
// 2-core machine). Made once per PGlite version and migration set: `npm start` prepares a data
// directory to copy (tools/build/prepare.ts; copying its 1,300 files natively takes about 0.1 s,
// where PGlite's own loadDataDir writes them through WebAssembly in about 1 s), and the test suites
// keep dumped images in the temp directory for their clusters in memory. Without it a start runs
// initdb as before.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './types';
import { migrate, migrationsDir } from './migrate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The migrations as they stand: an image made from another set would hide a new migration. */
export function migrationsKey(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 12);
}

export function pgliteVersion(): string {
  const manifest = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where `npm start` keeps the migrated data directory (dependencies' cache: a new install drops it). */
export function startImageDir(): string {
  return path.join(root, 'node_modules/.cache/meridian', `pgdata-${pgliteVersion()}-migrated-${migrationsKey()}`);
}

/** Applies every migration to a cluster (migrate() needs only transactions). */
export async function migrateCluster(cluster: PGlite): Promise<void> {
  const db = {
    kind: 'pglite',
    tx: (fn: (q: { query: Db['query'] }) => Promise<unknown>) =>
      cluster.transaction((t) =>
        fn({ query: async (sql, params) => ({ rows: (await t.query(sql, params as unknown[])).rows as never[] }) }),
      ),
  } as unknown as Db;
  await migrate(db);
}

/** Writes the image of `make()`'s cluster to `file` unless it is there: a whole file, renamed into place. */
export async function writeImage(file: string, make: () => Promise<PGlite>): Promise<void> {
  if (fs.existsSync(file)) return;
  const cluster = await make();
  const dump = await cluster.dumpDataDir('none');
  await cluster.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const part = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(part, file);
}

/** A fresh cluster in memory with every migration applied. */
export async function migratedCluster(from?: Blob): Promise<PGlite> {
  const cluster = new PGlite({ loadDataDir: from });
  await cluster.waitReady;
  await migrateCluster(cluster);
  return cluster;
}

/** Makes the migrated data directory unless it is there: built under another name, renamed into place when whole. */
export async function prepareStartImage(dir = startImageDir()): Promise<boolean> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return false;
  const part = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const cluster = new PGlite({ dataDir: part });
  await cluster.waitReady;
  await migrateCluster(cluster);
  await cluster.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(part, dir);
  return true;
}

/**
 * An empty data directory gets a copy of the prepared cluster, when there is one. One that holds
 * anything (a cluster, or what a start killed during initdb left) is never copied over.
 */
export function copyStartImage(dataDir: string, image = startImageDir()): boolean {
  if (!fs.existsSync(path.join(image, 'PG_VERSION'))) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  fs.cpSync(image, dataDir, { recursive: true });
  return true;
}
