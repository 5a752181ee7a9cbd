import pg from 'pg';
import type { Db } from './types';
import { defaultQueueBound, type QueueBound } from './queue';
import { DatabaseUnavailable, asUnavailable } from './unavailable';
import { rememberedIds } from './known-ids';
import { namedStatement } from './statement-names';

// NUMERIC and BIGINT come back as strings (never floats): money stays exact, ids stay exact.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export async function openPostgres(url: string, max = 10, bound: QueueBound = defaultQueueBound): Promise<Db> {
  // A request waits at most maxWaitMs for a connection (then "busy", 503), as on PGlite (queue.ts).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: bound.maxWaitMs });
  // An idle connection dropped by the server (restart, admin command) must not crash the process;
  // the pool replaces it on the next query.
  // pool.end() resolves once its clients are told to end, before their sockets close: a database
  // dropped right after (the bench, the suites) then cuts them, which is no loss worth a warning.
  let closed = false;
  pool.on('error', (err) => {
    if (!closed) console.warn(`postgres: idle connection lost (${err.message})`);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<pg.Client>();
  // Waiters an idle client or a connection still to be opened will serve do not count: only those
  // that must wait for a busy connection to come back.
  const admit = () => {
    const waiting = pool.waitingCount - pool.idleCount - (max - pool.totalCount);
    if (waiting >= bound.maxWaiting) throw new DatabaseUnavailable('busy', `${waiting} waiting for a connection`);
  };
  const known = rememberedIds();
  return {
    kind: 'postgres',
    known,
    query: async (sql, params) => {
      admit();
      // pool.query listens for errors on the client it checks out, and discards a broken one.
      const res = await pool.query(namedStatement(sql, params)).catch((err: unknown) => {
        throw asUnavailable(err);
      });
      return { rows: res.rows };
    },
    tx: async (fn) => {
      admit();
      const client = await pool.connect().catch((err: unknown) => {
        throw asUnavailable(err);
      });
      // A checked-out client has no listener of the pool's: without this one, a connection cut
      // mid-transaction (pg_terminate_backend, a server restart) is an unhandled 'error' event and
      // ends the process. The transaction fails instead, and the broken client is discarded.
      let lost: Error | undefined;
      const onError = (err: Error) => {
        lost = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const ids = known.inTx();
        const out = await fn({
          query: async (sql, params) => ({ rows: (await client.query(namedStatement(sql, params))).rows }),
          known: ids,
        });
        await client.query('COMMIT');
        ids.commit();
        return out;
      } catch (err) {
        if (!lost) await client.query('ROLLBACK').catch(() => undefined);
        throw lost ? new DatabaseUnavailable('lost', lost.message) : asUnavailable(err);
      } finally {
        client.removeListener('error', onError);
        // Released with an error, the pool closes the client instead of handing it out again.
        client.release(lost);
      }
    },
    listen: (channel, fn, onResume) => listenOn(url, channel, fn, onResume, listeners),
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * LISTEN holds a connection of its own, outside the pool. When it drops (a server restart), it is
 * opened again after a pause, and again until it succeeds; notifications sent meanwhile are lost,
 * so onResume runs once it is back (and the engine also asks for the published version whenever
 * its own socket reconnects).
 */
async function listenOn(
  url: string,
  channel: string,
  fn: (payload: string) => void,
  onResume: (() => void) | undefined,
  listeners: Set<pg.Client>,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel) fn(msg.payload ?? '');
    });
    next.on('error', (err) => {
      listeners.delete(next);
      // Only the live connection schedules a retry; a failed attempt is retried by its caller.
      if (client !== next) return;
      console.warn(`postgres: listen connection lost (${err.message})`);
      client = undefined;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    listeners.add(next);
    if (stopped) await stop();
  };
  const retry = () => {
    if (stopped) return;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => onResume?.(),
        (err: Error) => {
          console.warn(`postgres: listen reconnect failed (${err.message}); trying again`);
          retry();
        },
      );
    }, 1000).unref();
  };
  const stop = async () => {
    stopped = true;
    if (client) {
      listeners.delete(client);
      await client.end().catch(() => undefined);
    }
  };
  await connect();
  return stop;
}
