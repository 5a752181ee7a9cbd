import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';
import { rememberedIds } from './known-ids';
import { boundedGate, defaultQueueBound, type QueueBound } from './queue';

/**
 * Embedded PostgreSQL: a directory on disk, or memory when dataDir is undefined (tests). `image`
 * is a data directory dumped by PGlite's dumpDataDir to start from instead of running initdb
 * (the test suites' fresh cluster: initdb in WebAssembly takes seconds, loading its image a tenth).
 */
export async function openPglite(dataDir?: string, bound: QueueBound = defaultQueueBound, image?: Blob): Promise<Db> {
  const pg = new PGlite({ dataDir, loadDataDir: image });
  await pg.waitReady;
  // PGlite runs one query or transaction at a time and would queue the rest without limit; this
  // gate holds that same line itself, so it can count it and refuse beyond the bound (queue.ts).
  const gate = boundedGate(bound);
  const run: Queryable['query'] = (sql, params) =>
    gate(async () => {
      const res = await pg.query(sql, params as unknown[]);
      return { rows: res.rows as never[] };
    });
  const known = rememberedIds();
  return {
    kind: 'pglite',
    query: run,
    known,
    tx: (fn) =>
      gate(async () => {
        const ids = known.inTx();
        const out = await pg.transaction(async (t) =>
          fn({ query: async (sql, params) => ({ rows: (await t.query(sql, params as unknown[])).rows as never[] }), known: ids }),
        );
        ids.commit();
        return out;
      }),
    listen: async (channel, fn) => pg.listen(channel, fn),
    close: () => pg.close(),
  };
}
