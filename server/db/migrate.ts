import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsDir = path.join(here, 'migrations');

/** Applies server/db/migrations/NNN_name.sql in order, each once, each in its own transaction. */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    // Several API instances may start at once against one PostgreSQL: serialise them.
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(728371)');
    await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

// Statements end at ';' + newline, except inside $$ ... $$ (a function body), which is kept whole.
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(/;\s*(?:\n|$)/);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
