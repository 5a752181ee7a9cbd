import path from 'node:path';
import fs from 'node:fs';
import type { Db } from './types';
import type { QueueBound } from './queue';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { copyStartImage } from './cluster-image';

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite under DATA_DIR. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; dbQueue?: QueueBound }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, undefined, opts.dbQueue);
  const dir = path.resolve(opts.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  // A new directory starts as a copy of the prepared migrated cluster when there is one (cluster-image.ts).
  copyStartImage(dir);
  return openPglite(dir, opts.dbQueue);
}
