import { expect, it } from 'vitest';
import { namedStatement, statementNamer } from '@server/db/statement-names';

// Named statements are prepared once per PostgreSQL connection (server/db/statement-names.ts).
it('names a statement with parameters by its text, and leaves one without parameters unnamed', () => {
  const a = namedStatement('SELECT $1::int AS n', [1]);
  expect(a.name).toMatch(/^m[0-9a-f]{24}$/);
  expect(namedStatement('SELECT $1::int AS n', [2]).name).toBe(a.name);
  expect(namedStatement('SELECT $1::int AS m', [2]).name).not.toBe(a.name);
  expect(namedStatement('BEGIN', undefined)).toEqual({ text: 'BEGIN' });
  expect(namedStatement('SELECT 1', [])).toEqual({ text: 'SELECT 1' });
  expect(a.values).toEqual([1]);
});

it('stops naming new texts beyond its cap, so a text built from data cannot grow every connection without end', () => {
  const named = statementNamer(10);
  for (let i = 0; i < 10; i++) expect(named(`SELECT $1::int + ${i}`, [i]).name).toMatch(/^m/);
  const late = named('SELECT $1::int + 999999', [1]);
  expect(late.name).toBeUndefined();
  expect(late.values).toEqual([1]);
  // Texts named before the cap keep their names.
  expect(named('SELECT $1::int + 0', [1]).name).toMatch(/^m/);
});
