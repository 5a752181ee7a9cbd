import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable } from '@server/db/unavailable';
import { describeEachDatabase, type Reply } from './support/harness';
import { testDatabases } from './support/databases';
import { holdEveryConnection } from './support/hold';
import { assetOf, ledgerProblems, payingMember } from './support/money';

/**
 * The line in front of the database is bounded (server/db/queue.ts): beyond it a request is refused
 * at once with 503, Retry-After and a message in the caller's language, before anything of it ran,
 * so a money write refused as busy leaves nothing behind and its retry with the same key succeeds.
 * Every connection is held by transactions the test controls, so who waits and who is refused does
 * not depend on timing.
 */

const de = JSON.parse(fs.readFileSync('locales/de/server.json', 'utf8')) as { server: Record<string, string> };
const MAX_WAITING = 3;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeEachDatabase(
  'writers beyond the database line',
  (get) => {
    it(
      'refuses the excess with 503 and Retry-After, serves the rest, and a refused key succeeds on retry',
      { timeout: 60_000 },
      async () => {
        const s = get();
        const member = await payingMember(s, 'busy', '1000');
        const held = await holdEveryConnection(s.running.services.db);
        const sent: { key: string; reply?: Reply }[] = Array.from({ length: 12 }, () => ({ key: `busy-${crypto.randomUUID()}` }));
        const answers = sent.map(async (r) => {
          r.reply = await s.api(
            'trans/platform',
            { from: 'asset', to: 'etf', amount: '1.00' },
            { token: member.token, lan: 'de', headers: { 'idempotency-key': r.key } },
          );
        });
        // MAX_WAITING requests wait for a connection; every other one is answered at once.
        await until(() => sent.filter((r) => r.reply).length === sent.length - MAX_WAITING);
        const refused = sent.filter((r) => r.reply);
        for (const { reply } of refused) {
          expect(reply!.status).toBe(503);
          expect(reply!.body).toEqual({ code: 503, msg: de.server.busy, data: null });
        }
        const raw = await s.running.app.inject({
          method: 'GET',
          url: '/api/member/info',
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(raw.statusCode).toBe(503);
        expect(raw.headers['retry-after']).toBe('1');
        await held.release();
        await Promise.all(answers);
        // Nothing of a refused write was stored: no key, so its retry runs it.
        const keys = await s.running.services.db.query('SELECT key FROM idempotency_keys WHERE key = ANY($1)', [refused.map((r) => r.key)]);
        expect(keys.rows).toEqual([]);
        const waited = sent.filter((r) => !refused.includes(r));
        for (const { reply } of waited) expect(reply!.body.code, reply!.body.msg).toBe(0);
        for (const r of refused) {
          const again = await s.api(
            'trans/platform',
            { from: 'asset', to: 'etf', amount: '1.00' },
            { token: member.token, headers: { 'idempotency-key': r.key } },
          );
          expect(again.body.code, again.body.msg).toBe(0);
        }
        expect(await assetOf(s, member.token, 'etf')).toMatchObject({ total: '12.00' });
        expect(await ledgerProblems(s)).toEqual([]);
      },
    );
  },
  { dbQueue: { maxWaiting: MAX_WAITING, maxWaitMs: 600_000 } },
);

describe('a query not started within the maximum wait', () => {
  for (const database of testDatabases) {
    it(`is refused as busy, and the database serves again once free [${database.name}]`, { timeout: 60_000 }, async () => {
      // On PostgreSQL the wait also bounds opening a connection (connectionTimeoutMillis), so it is
      // long enough for the holders to connect on a loaded machine.
      const opened = await database.open({ maxWaiting: 100, maxWaitMs: 3000 });
      try {
        const held = await holdEveryConnection(opened.db);
        const refused = await opened.db.query('SELECT 1').then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(refused).toBeInstanceOf(DatabaseUnavailable);
        expect((refused as DatabaseUnavailable).reason).toBe('busy');
        await held.release();
        expect((await opened.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await opened.drop();
      }
    });
  }
});
