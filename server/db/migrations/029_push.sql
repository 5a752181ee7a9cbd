-- Web Push (issue 25). One row per device (its push service endpoint), tied to the session that
-- subscribed it: ending the session (logout, a password change elsewhere) deletes the row, so a
-- phone handed on after logout hears nothing more. `events` are the notice kinds this device wants
-- (server/notices/push-events.ts); `lan` the language its pushes are written in.
CREATE TABLE push_subscriptions (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  session_id BIGINT NOT NULL REFERENCES sessions(id),
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  events JSONB NOT NULL,
  lan TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id);

-- The server's VAPID key pair, generated once on first need when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY
-- are not configured: kept in the database so every instance signs with the same key and browsers'
-- subscriptions (made for that public key) survive restarts. One row.
CREATE TABLE push_vapid (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
