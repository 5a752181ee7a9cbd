import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { runDue } from '@server/jobs/jobs';
import { jobHandlers } from '@server/job-handlers';
import { EXPIRE_JOB } from '@server/orders/place';
import { etfAccount, expectLedgerClean, position, testMarket, tick, trader, US_OPEN } from '../support/trading';

function run(s: TestServer, handlers = jobHandlers()) {
  return runDue(s.running.services.db, handlers, s.clock.now());
}

async function jobs(s: TestServer) {
  const { rows } = await s.running.services.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM jobs ORDER BY id');
  return rows;
}

describeEachDatabase(
  'ETF order expiry',
  (get) => {
    it('expires DAY orders at the session close as a durable job: holds released exactly, reserved shares freed, once', async () => {
      const s = get();
      const m = await trader(s, 'expire', '3000');
      tick(s, 'VTI', '300.00', '300.10');
      await s.api(
        'etf/buy',
        { code: 'VTI', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      const before = await etfAccount(s, m.memberId);
      const buys = await Promise.all(
        ['290.00', '291.00', '292.00'].map((price) =>
          s.api(
            'etf/buy',
            { code: 'VTI', delegate_type: 'limit', quantity: '1', price, pay_password: PAY_PASSWORD, agree: true },
            { token: m.token },
          ),
        ),
      );
      const sell = await s.api(
        'etf/sell',
        { code: 'VTI', delegate_type: 'limit', quantity: '2', price: '310.00', pay_password: PAY_PASSWORD },
        { token: m.token },
      );
      const gtc = await s.api(
        'etf/buy',
        {
          code: 'VTI',
          delegate_type: 'limit',
          quantity: '1',
          price: '289.00',
          time_in_force: 'gtc',
          pay_password: PAY_PASSWORD,
          agree: true,
        },
        { token: m.token },
      );
      expect([...buys, sell, gtc].every((r) => r.body.code === 0)).toBe(true);
      expect(buys[0]!.data.expires_at).toBe(Date.parse('2026-11-24T21:00:00Z') / 1000);
      expect(await run(s)).toBe(0);
      // Past the close: the four DAY orders expire, the GTC one waits for its 90 days.
      s.clock.advance(6 * 3_600_000 + 1_000);
      // Two runners (two instances) at once: each job runs on exactly one of them.
      const [a, b] = await Promise.all([run(s), run(s)]);
      expect(a + b).toBe(4);
      expect(await run(s)).toBe(0);
      for (const r of [...buys, sell])
        expect((await s.api('etf/order', { id: r.data.id }, { token: m.token })).data).toMatchObject({
          status: 'expired',
          record_status: 'expired',
        });
      expect((await s.api('etf/order', { id: gtc.data.id }, { token: m.token })).data.status).toBe('pending');
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: before.balance, frozen: '290' });
      expect(await position(s, m.memberId, 'VTI')).toMatchObject({ quantity: '2', reserved: '0' });
      expect((await jobs(s)).filter((j) => j.status === 'done').map((j) => j.attempts)).toEqual([1, 1, 1, 1]);
      // The GTC order expires at its longest life.
      s.clock.advance(90 * 86_400_000);
      expect(await run(s)).toBe(1);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: before.balance, frozen: '0' });
      await expectLedgerClean(s);
    });

    it('a job interrupted mid-run leaves nothing behind and runs again after a restart; a revoked order expires as a no-op', async () => {
      const s = get();
      // Back to a Tuesday session: 22:00 UTC + 90 days ... move to the next 15:00 UTC on an open weekday.
      const now = s.clock.now();
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 15, 0, 0));
      while ([0, 6].includes(next.getUTCDay())) next.setUTCDate(next.getUTCDate() + 1);
      s.clock.advance(next.getTime() - now.getTime());
      const m = await trader(s, 'crash', '1000');
      tick(s, 'AGG', '99.00', '99.01');
      const order = await s.api(
        'etf/buy',
        { code: 'AGG', delegate_type: 'limit', quantity: '1', price: '98.00', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      const revoked = await s.api(
        'etf/buy',
        { code: 'AGG', delegate_type: 'limit', quantity: '1', price: '97.00', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      await s.api('order/revoke', { id: revoked.data.id }, { token: m.token });
      s.clock.advance(12 * 3_600_000);
      const real = jobHandlers();
      // The process dies inside the job, after its write: the transaction rolls back, the job stays queued.
      const crashing = {
        [EXPIRE_JOB]: async (...args: Parameters<(typeof real)[string]>) => {
          await real[EXPIRE_JOB]!(...args);
          throw new Error('killed');
        },
      };
      expect(await run(s, crashing)).toBe(0);
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status).toBe('pending');
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1000', frozen: '99' });
      // After the restart (a minute later, the retry delay), a fresh runner finishes it.
      s.clock.advance(61_000);
      expect(await run(s)).toBe(2);
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status).toBe('expired');
      expect((await s.api('etf/order', { id: revoked.data.id }, { token: m.token })).data.status).toBe('revoked');
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1000', frozen: '0' });
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
