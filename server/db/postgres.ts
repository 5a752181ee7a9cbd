import pg from 'pg';
import type { Db } from './types';

// NUMERIC and BIGINT come back as strings (never floats): money stays exact, ids stay exact.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, admin command) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost (${err.message})`));
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    query: async (sql, params) => {
      const res = await pool.query(sql, params as unknown[]);
      return { rows: res.rows };
    },
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }) });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, fn, onResume) => listenOn(url, channel, fn, onResume, listeners),
    close: async () => {
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
async function listenOn(url: string, channel: string, fn: (payload: string) => void, onResume: (() => void) | undefined, listeners: Set<pg.Client>): Promise<() => Promise<void>> {
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
