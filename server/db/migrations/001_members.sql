-- Members, sessions, verification codes, rate-limit windows and the dev outbox.
CREATE TABLE members (
  id BIGSERIAL PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  email TEXT UNIQUE,
  area_code TEXT,
  mobile TEXT,
  password_hash TEXT NOT NULL,
  pay_password_hash TEXT,
  nickname TEXT NOT NULL,
  introduction TEXT NOT NULL DEFAULT '',
  nickname_changed BOOLEAN NOT NULL DEFAULT false,
  introduction_changed BOOLEAN NOT NULL DEFAULT false,
  head_img TEXT NOT NULL DEFAULT '',
  invite_code TEXT NOT NULL UNIQUE,
  inviter_id BIGINT REFERENCES members(id),
  vip_level INTEGER NOT NULL DEFAULT 0,
  stars INTEGER NOT NULL DEFAULT 0,
  realname_status TEXT NOT NULL DEFAULT 'none' CHECK (realname_status IN ('none', 'review', 'passed', 'failed')),
  created_at TIMESTAMPTZ NOT NULL,
  CHECK (email IS NOT NULL OR mobile IS NOT NULL),
  UNIQUE (area_code, mobile)
);

CREATE TABLE sessions (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  ip TEXT
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE verification_codes (
  id BIGSERIAL PRIMARY KEY,
  target TEXT NOT NULL,
  purpose TEXT NOT NULL,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  consumed_at TIMESTAMPTZ
);
CREATE INDEX verification_codes_target ON verification_codes (target, purpose, created_at DESC);

CREATE TABLE rate_windows (
  bucket TEXT PRIMARY KEY,
  window_start TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL
);

CREATE TABLE dev_outbox (
  id BIGSERIAL PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX dev_outbox_recipient ON dev_outbox (recipient, id DESC);
