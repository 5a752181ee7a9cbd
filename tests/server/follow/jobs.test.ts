import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { follower, provider, runJobs, snapshots, subscriptionRow, toOpenSession } from '../support/follow';
import { jobHandlers } from '@server/job-handlers';
import { EXPIRE_JOB, NAV_JOB, startFollowJobs } from '@server/follow/jobs';
import type { JobHandler } from '@server/jobs/jobs';

const MINUTE = 60_000;
const DAY = 86_400_000;

async function settleEntries(s: TestServer, id: number): Promise<number> {
  const { rows } = await s.running.services.db.query(`SELECT id FROM journal_entries WHERE type = 'follow_settle' AND ref_id = $1`, [id]);
  return rows.length;
}

/** The real handlers, with one kind dying right after its writes (the process killed inside the job). */
function crashing(s: TestServer, kind: string): Record<string, JobHandler> {
  const real = jobHandlers(s.running.services);
  return {
    ...real,
    [kind]: async (...args) => {
      await real[kind]!(...args);
      throw new Error('killed');
    },
  };
}

async function jobRows(s: TestServer, kind: string) {
  const { rows } = await s.running.services.db.query<{ subject: string; status: string; attempts: number }>(
    'SELECT subject, status, attempts FROM jobs WHERE kind = $1 ORDER BY id',
    [kind],
  );
  return rows;
}

describeEachDatabase(
  'copy trading jobs and races',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it('two early stops racing settle once; the loser is refused and nothing else moves', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'race', '1000');
      const f = await follower(s, 'racef', '500');
      const sub = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '200', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      const stops = await Promise.all(
        [1, 2].map(() => s.api('follow/stop', { id: sub.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: f.token })),
      );
      expect(stops.map((r) => r.body.code).sort()).toEqual([0, 409]);
      expect(await settleEntries(s, sub.data.id)).toBe(1);
      await expectLedgerClean(s);
    });

    it('an early stop racing the expiry job settles once, by whichever came first', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'racex', '1000');
      const f = await follower(s, 'racexf', '500');
      const sub = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '200', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      s.clock.advance(7 * DAY + MINUTE);
      const [stop] = await Promise.all([
        s.api('follow/stop', { id: sub.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: f.token }),
        runJobs(s),
      ]);
      const row = await subscriptionRow(s, sub.data.id);
      expect(row.status).toBe('settled');
      expect(row.end_reason).toBe(stop.body.code === 0 ? 'early_stop' : 'expired');
      expect(await settleEntries(s, sub.data.id)).toBe(1);
      await expectLedgerClean(s);
    });

    it('runs each NAV snapshot once across two runners, and again after a crash without a double', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'runners', '1000');
      s.clock.advance(5 * MINUTE);
      const [a, b] = await Promise.all([runJobs(s), runJobs(s)]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      const after = await snapshots(s, p.providerId);
      expect(after).toHaveLength(2);
      expect(
        (await jobRows(s, NAV_JOB)).filter((j) => j.subject === String(p.providerId) && j.status === 'done').map((j) => j.attempts),
      ).toEqual([1]);
      // The next snapshot's runner dies inside the job: nothing of it stays, and it runs again a minute later.
      s.clock.advance(5 * MINUTE);
      await runJobs(s, crashing(s, NAV_JOB));
      expect(await snapshots(s, p.providerId)).toHaveLength(2);
      s.clock.advance(61_000);
      await runJobs(s);
      expect(await snapshots(s, p.providerId)).toHaveLength(3);
      const mine = (await jobRows(s, NAV_JOB)).filter((j) => j.subject === String(p.providerId));
      expect(mine.filter((j) => j.status === 'done').map((j) => j.attempts)).toEqual([1, 2]);
      expect(mine.filter((j) => j.status === 'queued')).toHaveLength(1);
      await expectLedgerClean(s);
    });

    it('starting the recurring jobs again (a restart, a second instance) keeps one chain per provider', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'restart', '1000');
      const queued = async () => (await jobRows(s, NAV_JOB)).filter((j) => j.subject === String(p.providerId) && j.status === 'queued');
      expect(await queued()).toHaveLength(1);
      await startFollowJobs(s.running.services);
      await startFollowJobs(s.running.services);
      expect(await queued()).toHaveLength(1);
      // Minutes on, a restart queues the bucket of that moment: should it be a new bucket, the two
      // chains take one snapshot at that instant and share their next bucket, becoming one again.
      s.clock.advance(7 * MINUTE);
      await startFollowJobs(s.running.services);
      await runJobs(s);
      expect(await snapshots(s, p.providerId)).toHaveLength(2);
      expect(await queued()).toHaveLength(1);
    });

    it('an expiry interrupted mid-settlement leaves nothing behind and settles once after the restart', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'crashx', '1000');
      const f = await follower(s, 'crashxf', '500');
      const sub = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '200', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      s.clock.advance(7 * DAY);
      await runJobs(s, crashing(s, EXPIRE_JOB));
      expect((await subscriptionRow(s, sub.data.id)).status).toBe('active');
      expect(await settleEntries(s, sub.data.id)).toBe(0);
      s.clock.advance(61_000);
      await Promise.all([runJobs(s), runJobs(s)]);
      expect(await subscriptionRow(s, sub.data.id)).toMatchObject({ status: 'settled', end_reason: 'expired' });
      expect(await settleEntries(s, sub.data.id)).toBe(1);
      await expectLedgerClean(s);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
