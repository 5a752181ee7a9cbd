-- Versioned documents (issue 16): the legal documents a member accepts (user agreement, privacy
-- policy, risk disclosures) and the rules documents (team rewards, copy trading, Top 10,
-- withdrawal). A version is published once and never edited: a change is a new version, so what a
-- member accepted stays readable exactly as it was. Seeded from content/documents and
-- content/rules at start-up (server/documents/seed.ts); staff publish later versions from
-- operations screens (audited).
CREATE TABLE document_versions (
  key TEXT NOT NULL CHECK (key ~ '^[a-z0-9_]{1,40}$'),
  version INTEGER NOT NULL CHECK (version > 0),
  kind TEXT NOT NULL CHECK (kind IN ('legal', 'rule')),
  -- Members who accepted an earlier version (and, for the agreement and the privacy policy, every
  -- member) must accept this one before they go on.
  requires_acceptance BOOLEAN NOT NULL,
  effective DATE NOT NULL,
  -- 'file' for a version seeded from the repository, 'staff' for one published on an ops screen.
  source TEXT NOT NULL CHECK (source IN ('file', 'staff')),
  published_at TIMESTAMPTZ NOT NULL,
  published_by BIGINT REFERENCES staff(id),
  PRIMARY KEY (key, version)
);

-- One row per locale of a version; a locale without a row reads the English one. The HTML is stored
-- already sanitized (server/content/sanitize.ts).
CREATE TABLE document_texts (
  key TEXT NOT NULL,
  version INTEGER NOT NULL,
  locale TEXT NOT NULL CHECK (locale ~ '^[A-Za-z-]{2,10}$'),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  html TEXT NOT NULL,
  PRIMARY KEY (key, version, locale),
  FOREIGN KEY (key, version) REFERENCES document_versions (key, version)
);

-- What a member accepted, when, from where and on which occasion. One row per member and version:
-- accepting again is a no-op (the first acceptance is the one that counts).
CREATE TABLE document_acceptances (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  key TEXT NOT NULL,
  version INTEGER NOT NULL,
  context TEXT NOT NULL CHECK (context IN ('registration', 'top10', 'follow', 'reaccept')),
  ip TEXT NOT NULL,
  accepted_at TIMESTAMPTZ NOT NULL,
  FOREIGN KEY (key, version) REFERENCES document_versions (key, version),
  UNIQUE (member_id, key, version)
);
CREATE INDEX document_acceptances_member ON document_acceptances (member_id, key);
