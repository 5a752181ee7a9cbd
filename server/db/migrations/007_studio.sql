-- The studio: screen bundles as versions of content-addressed files, changes (drafts) on their way
-- to publication, and read-only preview sessions of test members.

-- One row per distinct file text; versions and drafts name files by this hash. `published` once a
-- published version has held it: only those are served to members by hash.
CREATE TABLE bundle_blobs (
  hash TEXT PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  text TEXT NOT NULL,
  published BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE bundle_versions (
  version INTEGER PRIMARY KEY CHECK (version >= 1),
  kind TEXT NOT NULL CHECK (kind IN ('seed', 'deploy', 'migrate', 'publish', 'rollback')),
  dsl_version INTEGER NOT NULL,
  -- path -> hash: the whole bundle.
  files JSONB NOT NULL,
  -- seed and deploy: the repository's files at that start, the base of the next start's merge.
  repo_files JSONB,
  message TEXT NOT NULL,
  author_id BIGINT REFERENCES staff(id),
  approver_id BIGINT REFERENCES staff(id),
  draft_id BIGINT,
  rollback_of INTEGER REFERENCES bundle_versions(version),
  -- Against the version before: [{file, pointer, op, before, after}], capped.
  changes JSONB NOT NULL,
  changes_truncated BOOLEAN NOT NULL DEFAULT false,
  changed_files INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK ((kind IN ('publish', 'rollback')) = (author_id IS NOT NULL)),
  CHECK ((kind = 'rollback') = (rollback_of IS NOT NULL)),
  CHECK (approver_id IS NULL OR approver_id <> author_id)
);

-- One row: the published version. Publishing locks it, so two publishes take turns.
CREATE TABLE bundle_head (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL REFERENCES bundle_versions(version)
);

CREATE TABLE bundle_drafts (
  id BIGSERIAL PRIMARY KEY,
  message TEXT NOT NULL,
  base_version INTEGER NOT NULL REFERENCES bundle_versions(version),
  -- path -> hash, or null for a file the change removes: only what the change touches.
  files JSONB NOT NULL DEFAULT '{}',
  status TEXT NOT NULL CHECK (status IN ('editing', 'pending', 'approved', 'published', 'discarded')),
  author_id BIGINT NOT NULL REFERENCES staff(id),
  approved_by BIGINT REFERENCES staff(id),
  approved_at TIMESTAMPTZ,
  -- The files exactly as approved: an edit after approval no longer matches, so it needs approving again.
  approved_files JSONB,
  published_as INTEGER REFERENCES bundle_versions(version),
  check_errors JSONB,
  checked_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  CHECK (approved_by IS NULL OR approved_by <> author_id)
);
CREATE INDEX bundle_drafts_status ON bundle_drafts (status, updated_at);

-- Test members: their live data may be shown in the studio's preview; nobody else's.
ALTER TABLE members ADD COLUMN is_test BOOLEAN NOT NULL DEFAULT false;
-- A preview session reads only: the API refuses every write made with it.
ALTER TABLE sessions ADD COLUMN read_only BOOLEAN NOT NULL DEFAULT false;
