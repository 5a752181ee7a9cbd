-- Durable jobs (order expiry now; accrual and settlement next). One row per (kind, subject,
-- period): enqueuing twice is one job. A runner claims a due row with FOR UPDATE SKIP LOCKED and
-- runs it in the same transaction that marks it done, so a crash rolls both back (it runs again
-- after a restart) and two runners never run one job.
CREATE TABLE jobs (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  period TEXT NOT NULL,
  run_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  done_at TIMESTAMPTZ,
  UNIQUE (kind, subject, period)
);
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE status = 'queued';
