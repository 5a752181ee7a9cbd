// The process the SIGKILL suite kills: it claims the due Top 10 accrual job on the database it is
// pointed at, runs the real handler (its postings written, not yet committed), says so, and hangs
// inside the claim's transaction until it is killed.
import { openDatabase } from '../../../server/db/open';
import { runDue, type JobHandler } from '../../../server/jobs/jobs';
import { jobHandlers } from '../../../server/job-handlers';
import { ACCRUE_JOB } from '../../../server/fund/accrual';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR! });
const real = jobHandlers()[ACCRUE_JOB]!;
const hanging: JobHandler = async (q, job, now) => {
  await real(q, job, now);
  process.stdout.write(`posted ${job.subject}/${job.period}\n`);
  await new Promise(() => undefined);
};
await runDue(db, { [ACCRUE_JOB]: hanging }, new Date(process.env.RUN_AT!));
// Here only when no accrual was due (the handler above never returns): say so, so a failing run of
// the suite shows why the runner ended before posting (a CI run once ended it with no output at all).
const { rows } = await db.query<{ kind: string; status: string; run_at: Date }>(
  'SELECT kind, status, run_at FROM jobs ORDER BY run_at LIMIT 20',
);
process.stderr.write(`nothing due at ${process.env.RUN_AT}: ${JSON.stringify(rows)}\n`);
