import { describe, expect, it } from 'vitest';
import { describeOnPglite, type TestServer } from './support/harness';
import { PAY_PASSWORD } from './support/money';
import { etfAccount, expectLedgerClean, testMarket, tick, trader, US_OPEN } from './support/trading';
import { loadConfig } from '@server/config';
import { advanceClock } from '../e2e/support/server';

const HOUR = 3_600;

function advance(s: TestServer, seconds: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return s.call('POST', 'dev/clock', { advance_seconds: seconds }, opts);
}

describe('dev clock settings', () => {
  it('is off unless DEV_CLOCK=1, refused in production and without the dev outbox', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).devClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_CLOCK: '1' }).devClock).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_CLOCK: '1', SMTP_URL: 'smtp://x', SMS_URL: 'http://x' })).toThrow(
      /DEV_CLOCK=1 is refused/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DEV_CLOCK: '1', DEV_OUTBOX: '0', SMTP_URL: 'smtp://x', SMS_URL: 'http://x' })).toThrow(
      /needs the dev outbox/,
    );
    expect(loadConfig({ DEV_CLOCK: '1', DEV_CLOCK_START: '2026-11-24T15:00:00Z' }).devClockStart?.toISOString()).toBe(
      '2026-11-24T15:00:00.000Z',
    );
    expect(() => loadConfig({ DEV_CLOCK: '1', DEV_CLOCK_START: 'tuesday' })).toThrow(/DEV_CLOCK_START/);
  });
});

describeOnPglite('dev clock off (the default)', (get) => {
  it('has no route: the time cannot be moved', async () => {
    const s = get();
    const before = s.running.services.clock.now().getTime();
    const res = await advance(s, HOUR);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    expect(s.running.services.clock.now().getTime()).toBe(before);
  });
});

describeOnPglite(
  'dev clock on (DEV_CLOCK=1)',
  (get) => {
    it('moves the time forward and runs the jobs that became due, once', async () => {
      const s = get();
      const m = await trader(s, 'devclock', '1000');
      tick(s, 'VTI', '300.00', '300.10');
      const order = await s.api(
        'etf/buy',
        { code: 'VTI', delegate_type: 'limit', quantity: '1', price: '290.00', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      // A DAY order waits for the session close (21:00 UTC, six hours after US_OPEN).
      expect(order.data.expires_at).toBe(Date.parse('2026-11-24T21:00:00Z') / 1000);
      const start = s.running.services.clock.now().getTime();

      const early = await advance(s, HOUR);
      expect(early.body).toMatchObject({ code: 0, data: { now: Math.floor(start / 1000) + HOUR, jobs_run: 0 } });
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status).toBe('pending');

      const past = await advance(s, 5 * HOUR + 1);
      expect(past.body).toMatchObject({ code: 0, data: { now: Math.floor(start / 1000) + 6 * HOUR + 1, jobs_run: 1 } });
      // Every part reads the moved clock: the order expired at that instant and its hold is released.
      expect(s.running.services.clock.now().getTime()).toBe(start + (6 * HOUR + 1) * 1000);
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status).toBe('expired');
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1000', frozen: '0' });
      // Nothing is due twice.
      expect((await advance(s, 0)).body.data).toMatchObject({ jobs_run: 0 });
      await expectLedgerClean(s);
    });

    it('answers a journey over a real loopback socket (the e2e helper)', async () => {
      const s = get();
      await s.running.app.listen({ port: 0, host: '127.0.0.1' });
      const address = s.running.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const before = Math.floor(s.running.services.clock.now().getTime() / 1000);
      const moved = await advanceClock(`http://127.0.0.1:${port}`, 2 * HOUR);
      expect(moved.now).toBe(before + 2 * HOUR);
      expect(moved.jobs_run).toBe(0);
    });

    it('serves only this machine, not through a proxy, and only a forward move of bounded size', async () => {
      const s = get();
      const before = s.running.services.clock.now().getTime();
      const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }];
      for (const headers of proxied) {
        expect((await advance(s, HOUR, { headers })).body).toMatchObject({ code: 403, msg: 'You do not have permission to do this' });
      }
      expect((await advance(s, HOUR, { ip: '10.0.0.7' })).body.code).toBe(403);
      for (const bad of [-60, 1.5, '3600', null, 400 * 86_400]) expect((await advance(s, bad)).body.code).toBe(400);
      expect(s.running.services.clock.now().getTime()).toBe(before);
    });
  },
  { devClock: true, jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
