import path from 'node:path';
import fs from 'node:fs';
import type { Db } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite under DATA_DIR. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.resolve(opts.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
