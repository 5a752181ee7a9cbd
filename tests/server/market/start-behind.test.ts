import { describe, expect, it } from 'vitest';
import { manualClock } from '@server/clock';
import { fedMarket } from '@server/market/fed-market';
import { demo } from '@server/seed';
import { startServer } from '@server/start';
import { testDatabases } from '../support/databases';
import { makeServer, testConfig } from '../support/harness';

/**
 * Issue 23, start fast: `npm start` listens before the market's history is written (a fresh start
 * writes about 100,000 candles). Meanwhile the demo member signs in and a chart gets what exists
 * with loading: true; once the backfill is done, ready settles and loading is false.
 */
for (const database of testDatabases) {
  describe(`a start with the backfill behind [${database.name}]`, () => {
    it('answers sign-in and charts while the history is written, and says when it is done', async () => {
      const opened = await database.open();
      let release!: () => void;
      const backfill = new Promise<void>((resolve) => (release = resolve));
      const market = fedMarket('Held feed', { start: () => backfill });
      const clock = manualClock(new Date('2026-11-24T15:00:00Z'));
      const running = await startServer(testConfig(), { db: opened.db, clock, market, serveApp: false, behind: true });
      try {
        const s = makeServer(running, clock);
        let settled = false;
        void running.ready.then(() => (settled = true));
        expect(running.seeded).toBe(true);
        const login = await s.api('member/login', { type: 'email', email: demo.email, password: demo.password });
        expect(login.body.code, login.body.msg).toBe(0);
        const during = await s.api('etf/kline', { code: 'SPY', period: '1day' });
        expect(during.body.code).toBe(0);
        expect(during.data).toMatchObject({ loading: true, list: [] });
        expect(settled).toBe(false);

        release();
        await running.ready;
        const after = await s.api('etf/kline', { code: 'SPY', period: '1day' });
        expect(after.data.loading).toBe(false);
      } finally {
        release();
        await running.close();
        await opened.drop();
      }
    });
  });
}
