-- Uploaded images (bytes on disk under DATA_DIR/uploads, never under a public path) and
-- real-name verifications, one per member, resubmitted in place after a failure.
CREATE TABLE uploads (
  id BIGSERIAL PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  member_id BIGINT NOT NULL REFERENCES members(id),
  purpose TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX uploads_member ON uploads (member_id);

CREATE TABLE realname_verifications (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL UNIQUE REFERENCES members(id),
  real_name TEXT NOT NULL,
  id_type TEXT NOT NULL CHECK (id_type IN ('id_card', 'driver_license', 'passport')),
  id_number TEXT NOT NULL,
  front_key TEXT NOT NULL REFERENCES uploads(key),
  back_key TEXT NOT NULL REFERENCES uploads(key),
  status TEXT NOT NULL CHECK (status IN ('review', 'passed', 'failed')),
  reason TEXT NOT NULL DEFAULT '',
  submitted_at TIMESTAMPTZ NOT NULL,
  reviewed_at TIMESTAMPTZ
);
CREATE INDEX realname_status ON realname_verifications (status, submitted_at);
CREATE INDEX realname_document ON realname_verifications (id_type, id_number);
