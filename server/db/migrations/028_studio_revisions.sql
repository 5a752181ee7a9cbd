-- Conflict-safe edits: every save of a change counts a revision, and a save or publish names the
-- revision (and the published version) it was based on; a stale one is refused. Each revision's
-- edits are kept so a refused editor can be shown what was saved since their base.
ALTER TABLE bundle_drafts ADD COLUMN revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0);
ALTER TABLE bundle_drafts ADD COLUMN saved_by BIGINT REFERENCES staff(id);
ALTER TABLE bundle_drafts ADD COLUMN saved_at TIMESTAMPTZ;

CREATE TABLE bundle_draft_revisions (
  draft_id BIGINT NOT NULL REFERENCES bundle_drafts(id),
  revision INTEGER NOT NULL CHECK (revision >= 0),
  -- The change's edits (path -> hash, null removes) as this revision left them.
  files JSONB NOT NULL,
  base_version INTEGER NOT NULL REFERENCES bundle_versions(version),
  staff_id BIGINT NOT NULL REFERENCES staff(id),
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (draft_id, revision)
);
