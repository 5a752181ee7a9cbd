import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { staffSignIn } from '../support/staff';
import { expectLedgerClean } from '../support/trading';
import { createStaff } from '@server/staff/accounts';
import { enqueueJob, runDue, type JobHandler } from '@server/jobs/jobs';

const MINUTE = 60_000;

function db(s: TestServer) {
  return s.running.services.db;
}

async function admin(s: TestServer): Promise<string> {
  return staffSignIn(s, s.running.admin!.email, s.running.admin!.password);
}

async function enqueue(s: TestServer, kind: string, subject: string, inMs: number): Promise<number> {
  const now = s.clock.now();
  await enqueueJob(db(s), { kind, subject, period: 'p1' }, new Date(now.getTime() + inMs), now);
  const { rows } = await db(s).query<{ id: string }>('SELECT id::text AS id FROM jobs WHERE kind = $1 AND subject = $2', [kind, subject]);
  return Number(rows[0]!.id);
}

/**
 * A job kind whose work depends on an outside service: while `down` it throws like a refused
 * connection would, and every run that gets through is counted per subject.
 */
function flaky(kind: string) {
  const state = { down: true, runs: new Map<string, number>() };
  const handler: JobHandler = async (_q, job) => {
    if (state.down) throw new Error(`connect ECONNREFUSED 10.0.0.9:443 (${job.subject})`);
    state.runs.set(job.subject, (state.runs.get(job.subject) ?? 0) + 1);
  };
  return { state, handlers: { [kind]: handler } };
}

/** Runs the due jobs until the failing ones are parked: each failure waits the runner's minute. */
async function runUntilParked(s: TestServer, handlers: Record<string, JobHandler>): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await runDue(db(s), handlers, s.clock.now());
    s.clock.advance(MINUTE + 1_000);
  }
}

describeEachDatabase(
  'operations: durable job runs',
  (get) => {
    it('opens to administrators only: other staff and members are refused', async () => {
      const s = get();
      await createStaff(s.running.services, {
        email: 'finance.jobs@meridian.local',
        name: 'Finance Jobs',
        password: 'Review1234',
        roles: ['finance_reviewer', 'support'],
      });
      const finance = await staffSignIn(s, 'finance.jobs@meridian.local', 'Review1234');
      const member = await s.registerByEmail('jobs-member@example.com');
      for (const token of [finance]) {
        expect((await s.api('ops/jobs', {}, { token })).body).toMatchObject({ code: 403, msg: 'You do not have permission to do this' });
        expect((await s.api('ops/job_retry', { id: 1 }, { token })).body.code).toBe(403);
      }
      expect((await s.api('ops/jobs', {}, { token: member.token })).body.code).toBe(401);
      expect((await s.api('ops/job_retry', { id: 1 }, { token: member.token })).body.code).toBe(401);
      expect((await s.api('ops/jobs', {})).body.code).toBe(401);
      expect((await s.api('ops/jobs', {}, { token: await admin(s) })).body.code).toBe(0);
    });

    it('lists failed first, then queued by when they run, then done newest first; filters by status and kind with counts', async () => {
      const s = get();
      const token = await admin(s);
      const kind = 'test.list';
      const other = 'test.list.other';
      const { state, handlers } = flaky(kind);
      // Two that will fail (the service is down), parked after their attempts.
      const failA = await enqueue(s, kind, 'fail-a', 0);
      const failB = await enqueue(s, kind, 'fail-b', 0);
      await runUntilParked(s, handlers);
      state.down = false;
      // Two that run to done at different instants, the later one newer.
      const doneOld = await enqueue(s, kind, 'done-old', 0);
      await runDue(db(s), handlers, s.clock.now());
      s.clock.advance(MINUTE);
      const doneNew = await enqueue(s, kind, 'done-new', 0);
      await runDue(db(s), handlers, s.clock.now());
      // Two waiting, enqueued in the opposite order of when they run; one of another kind.
      const queuedLate = await enqueue(s, kind, 'queued-late', 3 * 3_600_000);
      const queuedSoon = await enqueue(s, kind, 'queued-soon', 3_600_000);
      const otherKind = await enqueue(s, other, 'elsewhere', 3_600_000);

      const all = (await s.api('ops/jobs', { kind }, { token })).data;
      expect(all.counts).toEqual({ failed: 2, queued: 2, done: 2 });
      expect(all.total).toBe(6);
      const ids = all.list.map((j) => j.id);
      expect(ids.slice(0, 2).sort()).toEqual([failA, failB].sort());
      expect(ids.slice(2)).toEqual([queuedSoon, queuedLate, doneNew, doneOld]);
      const parked = all.list.find((j) => j.id === failA)!;
      expect(parked).toMatchObject({ kind, subject: 'fail-a', period: 'p1', status: 'failed', attempts: 5, done_at: null });
      expect(parked.last_error).toContain('ECONNREFUSED');
      const done = all.list.find((j) => j.id === doneNew)!;
      expect(done).toMatchObject({ status: 'done', attempts: 1, last_error: null });
      expect(done.done_at).toBe(Math.floor(s.clock.now().getTime() / 1000));

      const failed = (await s.api('ops/jobs', { kind, status: 'failed' }, { token })).data;
      expect(failed.list.map((j) => j.status)).toEqual(['failed', 'failed']);
      // The tabs keep their sizes whichever one is open.
      expect(failed.counts).toEqual(all.counts);
      expect((await s.api('ops/jobs', { kind, status: 'queued' }, { token })).data.list.map((j) => j.id)).toEqual([queuedSoon, queuedLate]);
      const paged = (await s.api('ops/jobs', { kind, page: 2, limit: 4 }, { token })).data;
      expect(paged).toMatchObject({ page: 2, limit: 4, total: 6 });
      expect(paged.list.map((j) => j.id)).toEqual([doneNew, doneOld]);
      const otherList = (await s.api('ops/jobs', { kind: other }, { token })).data;
      expect(otherList.list.map((j) => j.id)).toEqual([otherKind]);
      expect(otherList.counts).toEqual({ failed: 0, queued: 1, done: 0 });
      // Without a kind, every kind is counted.
      const everything = (await s.api('ops/jobs', {}, { token })).data;
      expect(everything.counts.queued).toBeGreaterThanOrEqual(3);
      expect(everything.list.map((j) => j.id)).toEqual(expect.arrayContaining([otherKind]));
    });

    it('retries a failed job: queued to run now with its attempts kept, runs once, audited', async () => {
      const s = get();
      const kind = 'test.retry';
      const { state, handlers } = flaky(kind);
      const id = await enqueue(s, kind, 'payout-42', 0);
      await runUntilParked(s, handlers);
      // Parked: the runner leaves it alone however long it waits.
      s.clock.advance(24 * 3_600_000);
      expect(await runDue(db(s), handlers, s.clock.now())).toBe(0);
      // Signed in after the wait (a staff session does not last a day).
      const token = await admin(s);
      const [before] = (await s.api('ops/jobs', { kind }, { token })).data.list;
      expect(before).toMatchObject({ id, status: 'failed', attempts: 5 });

      state.down = false;
      const retried = await s.api('ops/job_retry', { id }, { token });
      expect(retried.body).toMatchObject({ code: 0, data: { id, status: 'queued' } });
      const [queued] = (await s.api('ops/jobs', { kind }, { token })).data.list;
      expect(queued).toMatchObject({ id, status: 'queued', attempts: 5, run_at: Math.floor(s.clock.now().getTime() / 1000) });

      const audit = await db(s).query<{ staff_id: string; subject_type: string; before: unknown; after: unknown }>(
        "SELECT staff_id::text AS staff_id, subject_type, before, after FROM audit_log WHERE action = 'job.retry' AND subject_id = $1",
        [String(id)],
      );
      const adminId = await db(s).query<{ id: string }>('SELECT id::text AS id FROM staff WHERE email = $1', [s.running.admin!.email]);
      expect(audit.rows).toHaveLength(1);
      const row = audit.rows[0]!;
      const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
      expect(row).toMatchObject({ staff_id: adminId.rows[0]!.id, subject_type: 'job' });
      expect(parse(row.before)).toMatchObject({ kind, subject: 'payout-42', status: 'failed', attempts: 5 });
      expect(parse(row.after)).toEqual({ status: 'queued', run_at: Math.floor(s.clock.now().getTime() / 1000) });

      // The runner takes it at once, exactly once.
      expect(await runDue(db(s), handlers, s.clock.now())).toBe(1);
      expect(await runDue(db(s), handlers, s.clock.now())).toBe(0);
      expect(state.runs.get('payout-42')).toBe(1);
      const [after] = (await s.api('ops/jobs', { kind }, { token })).data.list;
      expect(after).toMatchObject({ id, status: 'done', attempts: 6 });
      await expectLedgerClean(s);
    });

    it('refuses to retry a job that is done or still queued, and one that does not exist', async () => {
      const s = get();
      const token = await admin(s);
      const kind = 'test.refuse';
      const { state, handlers } = flaky(kind);
      state.down = false;
      const done = await enqueue(s, kind, 'ran', 0);
      await runDue(db(s), handlers, s.clock.now());
      const queued = await enqueue(s, kind, 'waits', 3_600_000);
      expect((await s.api('ops/job_retry', { id: done }, { token })).body).toMatchObject({
        code: 422,
        msg: 'This job has already run and cannot be run again',
      });
      expect((await s.api('ops/job_retry', { id: queued }, { token, lan: 'ko' })).body).toMatchObject({
        code: 422,
        msg: '이 작업은 이미 대기 중이며 자동으로 실행됩니다',
      });
      expect((await s.api('ops/job_retry', { id: 9_000_000 }, { token })).body.code).toBe(404);
      // Nothing changed, and a refusal writes no audit row.
      const list = (await s.api('ops/jobs', { kind }, { token })).data.list;
      expect(list.map((j) => [j.id, j.status, j.attempts])).toEqual([
        [queued, 'queued', 0],
        [done, 'done', 1],
      ]);
      const audit = await db(s).query("SELECT 1 FROM audit_log WHERE action = 'job.retry' AND subject_id = ANY($1::text[])", [
        [String(done), String(queued)],
      ]);
      expect(audit.rows).toHaveLength(0);
      expect(state.runs.get('ran')).toBe(1);
    });
  },
  { jobs: { intervalMs: 0 } },
);
