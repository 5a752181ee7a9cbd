import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

/** Embedded PostgreSQL: a directory on disk, or memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const run: Queryable['query'] = async (sql, params) => {
    const res = await pg.query(sql, params as unknown[]);
    return { rows: res.rows as never[] };
  };
  return {
    kind: 'pglite',
    query: run,
    // PGlite serialises transactions itself (one connection), so no pool or lock is needed here.
    tx: (fn) =>
      pg.transaction(async (t) =>
        fn({ query: async (sql, params) => ({ rows: (await t.query(sql, params as unknown[])).rows as never[] }) }),
      ),
    listen: async (channel, fn) => pg.listen(channel, fn),
    close: () => pg.close(),
  };
}
