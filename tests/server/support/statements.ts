// Counts the statements a call sends to the database, at the database interface the handlers use
// (a transaction's BEGIN and COMMIT count as two): every statement is a round trip on PostgreSQL.
import { expect } from 'vitest';
import type { Db, Queryable } from '@server/db/types';
import type { TestServer } from './harness';

export interface Counted {
  outside: string[];
  inside: string[];
}

/** Records every statement sent through db until stop() (the db object is the services' own). */
export function countStatements(db: Db): { stop: () => Counted } {
  const counted: Counted = { outside: [], inside: [] };
  const query = db.query.bind(db);
  const tx = db.tx.bind(db);
  const short = (sql: string) => sql.replace(/\s+/g, ' ').trim();
  db.query = ((sql: string, params?: unknown[]) => {
    counted.outside.push(short(sql));
    return query(sql, params);
  }) as Db['query'];
  db.tx = (<T>(fn: (q: Queryable) => Promise<T>) =>
    tx((q) => {
      counted.inside.push('BEGIN');
      const wrapped: Queryable = {
        query: ((sql: string, params?: unknown[]) => {
          counted.inside.push(short(sql));
          return q.query(sql, params);
        }) as Queryable['query'],
        // The ids the database remembers stay in view, as on the real path.
        known: q.known,
      };
      return fn(wrapped).then((out) => {
        counted.inside.push('COMMIT');
        return out;
      });
    })) as Db['tx'];
  return {
    stop: () => {
      db.query = query;
      db.tx = tx;
      return counted;
    },
  };
}

export async function counted(s: TestServer, call: () => Promise<{ body: { code: number; msg: string } }>): Promise<Counted> {
  const counter = countStatements(s.running.services.db);
  try {
    const reply = await call();
    expect(reply.body.code, reply.body.msg).toBe(0);
  } finally {
    // stop() runs whatever happened, so a failing call leaves the db as it was.
  }
  return counter.stop();
}
