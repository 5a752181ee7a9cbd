import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@tools/structure/importGraph';
import { SQL_IN_HANDLERS_ALLOWED, sqlFindings, sqlInHandlers } from '@tools/structure/sqlInHandlers';

// Handler files are the API's table of contents; their SQL lives in each domain's repository modules (issue 24).
describe('SQL in handler files', () => {
  it('no server handler file holds SQL or calls .query( (but the allowed ones)', () => {
    expect(sqlInHandlers().map((f) => `${f.file}:${f.line} ${f.what}`)).toEqual([]);
  });

  it('every allowed file exists and still holds SQL (the list only shrinks)', () => {
    for (const file of SQL_IN_HANDLERS_ALLOWED) {
      expect(existsSync(`${repoRoot}/${file}`), file).toBe(true);
      expect(sqlFindings(file, readFileSync(`${repoRoot}/${file}`, 'utf8')).length, file).toBeGreaterThan(0);
    }
  });

  it('finds SQL in string and template literals and .query( calls', () => {
    const fixture = [
      'export const handlers = {',
      "  a: async (_ctx, services) => services.db.query('SELECT 1 FROM members WHERE id = $1', [1]),",
      '  b: async () => run(`INSERT INTO favorites (code) VALUES ($1)`),',
      '  c: async () => run(`UPDATE staff SET roles = $2 WHERE id = ${id}`),',
      '  d: async () => run("DELETE FROM uploads WHERE key = $1"),',
      '  e: async (_ctx, { db }) => db.query(sql),',
      '};',
    ].join('\n');
    expect(sqlFindings('server/x/fixture-handlers.ts', fixture).map((f) => `${f.line} ${f.what}`)).toEqual([
      '2 a .query( call',
      '2 SQL in a literal: SELECT',
      '3 SQL in a literal: INSERT INTO',
      '4 SQL in a literal: UPDATE staff SET',
      '5 SQL in a literal: DELETE FROM',
      '6 a .query( call',
    ]);
  });

  it('leaves prose, keys and calls of repository functions alone', () => {
    const fixture = [
      '// Select the update here; delete from the list later.',
      'export const handlers = {',
      "  'ops/staff_update': async ({ input }, services) => updateStaff(services.db, input.id, 'select a role'),",
      "  x: async () => ({ message: 'Update your settings', query: 'from the list' }),",
      '};',
    ].join('\n');
    expect(sqlFindings('server/x/fixture-handlers.ts', fixture)).toEqual([]);
  });
});
