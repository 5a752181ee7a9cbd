import crypto from 'node:crypto';
import type pg from 'pg';

// PostgreSQL parses and plans an unnamed statement every time it is sent; a named one is parsed once
// per connection and then only bound and executed. In the order bench (2026-11-29, npm run bench --
// orders postgres) naming took PostgreSQL's CPU per market buy from 3.3 ms to 1.9 ms and the
// capacity from 307 to 433 orders/s. The name is a hash of the text, so one name always means one
// text. A statement without parameters (BEGIN, DDL, the migrations) stays unnamed: DDL must never
// leave a prepared plan behind it. Distinct texts are bounded by the code, but a cap keeps a text
// built from data (none is today) from growing every connection's statement cache without end.

/** A namer with its own cache of names: `max` distinct texts at most get one. */
export function statementNamer(max = 2000): (sql: string, params: readonly unknown[] | undefined) => pg.QueryConfig {
  const names = new Map<string, string>();
  return (sql, params) => {
    if (!params || params.length === 0) return { text: sql };
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= max) return { text: sql, values: [...params] };
      name = `m${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
      names.set(sql, name);
    }
    return { name, text: sql, values: [...params] };
  };
}

/** The query config to send: named (prepared once per connection) when it has parameters. */
export const namedStatement = statementNamer();
