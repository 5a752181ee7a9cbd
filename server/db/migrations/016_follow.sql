-- Copy trading (issue 15). A signal provider is a member who trades; its net value (NAV) is
-- measured from its ETF account by the unit method (docs/copy-trading.md). A subscription mirrors
-- the provider's NAV on an amount for a number of days and settles once: its status moves from
-- 'active' only by a conditional UPDATE, so an early stop, a stop-loss and the expiry racing for one
-- subscription have exactly one winner.
CREATE TABLE follow_providers (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL UNIQUE REFERENCES members(id),
  display_name TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  introduction TEXT NOT NULL DEFAULT '',
  -- A built-in strategy's name (demo providers: 'momentum', ...) or 'manual' for a member trading by hand.
  strategy TEXT NOT NULL DEFAULT 'manual',
  fee_rate NUMERIC(10, 6) NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  -- The start of the track record: the first snapshot (NAV 1) is taken at this instant.
  since TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

-- NAV snapshots: equity (ETF USDT balance + holdings at the bid in USDT), the units after the flow
-- (transfers in/out since the previous snapshot, trades excluded) and NAV = equity / units.
-- last_posting is the last posting of the ETF account the snapshot has seen: flows are counted after it.
CREATE TABLE follow_nav (
  id BIGSERIAL PRIMARY KEY,
  provider_id BIGINT NOT NULL REFERENCES follow_providers(id),
  time TIMESTAMPTZ NOT NULL,
  equity NUMERIC(30, 8) NOT NULL,
  units NUMERIC(30, 12) NOT NULL CHECK (units >= 0),
  nav NUMERIC(30, 12) NOT NULL CHECK (nav >= 0),
  flow NUMERIC(30, 8) NOT NULL,
  last_posting BIGINT NOT NULL DEFAULT 0,
  UNIQUE (provider_id, time)
);

CREATE TABLE follow_subscriptions (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  provider_id BIGINT NOT NULL REFERENCES follow_providers(id),
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  fee NUMERIC(30, 8) NOT NULL CHECK (fee >= 0),
  days INTEGER NOT NULL CHECK (days >= 1),
  start_at TIMESTAMPTZ NOT NULL,
  expire_at TIMESTAMPTZ NOT NULL,
  nav_start NUMERIC(30, 12) NOT NULL CHECK (nav_start > 0),
  stop_loss NUMERIC(10, 6) CHECK (stop_loss IS NULL OR (stop_loss > 0 AND stop_loss < 1)),
  status TEXT NOT NULL CHECK (status IN ('active', 'settled')),
  end_reason TEXT CHECK (end_reason IN ('expired', 'stop_loss', 'early_stop')),
  nav_end NUMERIC(30, 12),
  value NUMERIC(30, 8),
  -- What reached the asset account: amount + the member's share, or the value on a loss.
  settled_amount NUMERIC(30, 8),
  profit NUMERIC(30, 8),
  split_member NUMERIC(30, 8),
  split_trader NUMERIC(30, 8),
  split_company NUMERIC(30, 8),
  split_team NUMERIC(30, 8),
  -- The hold on the member's follow account that keeps the principal there while active.
  hold_id BIGINT REFERENCES holds(id),
  buy_entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  settle_entry_id BIGINT REFERENCES journal_entries(id),
  settled_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK ((status = 'active') = (settled_at IS NULL))
);
CREATE INDEX follow_subscriptions_member ON follow_subscriptions (member_id, id);
CREATE INDEX follow_subscriptions_provider ON follow_subscriptions (provider_id, status);
