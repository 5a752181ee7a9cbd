-- The double-entry ledger. Balances are a cache of the postings, kept in the same transaction and
-- checked against them by `npm run ledger:check`; nothing edits a posting or an entry once written.
CREATE TABLE ledger_accounts (
  id BIGSERIAL PRIMARY KEY,
  -- NULL for the platform's own accounts (custody, fees, exchange).
  member_id BIGINT REFERENCES members(id),
  kind TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance NUMERIC(30, 8) NOT NULL DEFAULT 0,
  -- Reserved by holds (a withdrawal under review); available = balance - frozen.
  frozen NUMERIC(30, 8) NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK (frozen >= 0),
  -- A member's money never goes below zero, whatever a bug upstream tries.
  CHECK (member_id IS NULL OR balance >= frozen)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, kind, currency) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_platform ON ledger_accounts (kind, currency) WHERE member_id IS NULL;

CREATE TABLE journal_entries (
  id BIGSERIAL PRIMARY KEY,
  type TEXT NOT NULL,
  memo TEXT NOT NULL DEFAULT '',
  ref_type TEXT,
  ref_id BIGINT,
  -- A correction reverses one entry, at most once.
  reverses BIGINT UNIQUE REFERENCES journal_entries(id),
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE postings (
  id BIGSERIAL PRIMARY KEY,
  entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  currency TEXT NOT NULL,
  amount NUMERIC(30, 8) NOT NULL CHECK (amount <> 0),
  balance_after NUMERIC(30, 8) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX postings_account ON postings (account_id, id);
CREATE INDEX postings_entry ON postings (entry_id);

CREATE TABLE holds (
  id BIGSERIAL PRIMARY KEY,
  account_id BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('held', 'posted', 'released')),
  ref_type TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  settled_at TIMESTAMPTZ
);
CREATE INDEX holds_account ON holds (account_id) WHERE status = 'held';

CREATE FUNCTION ledger_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: write a reversing entry instead';
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

-- One effect per (caller, endpoint, key): the row is written in the transaction of the effect, so
-- a repeat waits for the first and then reads its answer. The answer is kept as the JSON text it
-- was sent as, so a replay is byte for byte the first reply.
CREATE TABLE idempotency_keys (
  owner TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (owner, endpoint, key)
);

CREATE TABLE deposits (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  order_no TEXT NOT NULL UNIQUE,
  currency_type TEXT NOT NULL CHECK (currency_type IN ('virtual', 'legal')),
  currency TEXT NOT NULL,
  protocol TEXT,
  rec_id BIGINT NOT NULL,
  rec_target TEXT NOT NULL,
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  -- One voucher proves one deposit.
  voucher_key TEXT NOT NULL UNIQUE,
  depositor_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('review', 'refused', 'canceled', 'passed')),
  reason TEXT NOT NULL DEFAULT '',
  entry_id BIGINT REFERENCES journal_entries(id),
  reviewed_by BIGINT REFERENCES staff(id),
  reviewed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX deposits_member ON deposits (member_id, id);
CREATE INDEX deposits_status ON deposits (status, id);

CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  order_no TEXT NOT NULL UNIQUE,
  account_type TEXT NOT NULL CHECK (account_type IN ('wallet', 'bank')),
  target_id BIGINT NOT NULL,
  protocol TEXT,
  -- Where the money goes, as it was when requested (a later unbind does not change it).
  target TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  fee NUMERIC(30, 8) NOT NULL CHECK (fee >= 0),
  arrival_amount NUMERIC(30, 8) NOT NULL CHECK (arrival_amount > 0),
  status TEXT NOT NULL CHECK (status IN ('review', 'refused', 'canceled', 'passed')),
  reason TEXT NOT NULL DEFAULT '',
  hold_id BIGINT REFERENCES holds(id),
  entry_id BIGINT REFERENCES journal_entries(id),
  reviewed_by BIGINT REFERENCES staff(id),
  reviewed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id);
CREATE INDEX withdrawals_status ON withdrawals (status, id);

CREATE TABLE transfers (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('account', 'uid')),
  from_member BIGINT NOT NULL REFERENCES members(id),
  to_member BIGINT NOT NULL REFERENCES members(id),
  from_account TEXT NOT NULL,
  to_account TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  fee NUMERIC(30, 8) NOT NULL DEFAULT 0,
  entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX transfers_from ON transfers (from_member, id);
CREATE INDEX transfers_to ON transfers (to_member, id);

CREATE TABLE exchanges (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  from_currency TEXT NOT NULL,
  to_currency TEXT NOT NULL,
  from_amount NUMERIC(30, 8) NOT NULL CHECK (from_amount > 0),
  to_amount NUMERIC(30, 8) NOT NULL CHECK (to_amount > 0),
  rate NUMERIC(30, 8) NOT NULL,
  entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX exchanges_member ON exchanges (member_id, id);

-- Two-person rule: one staff member proposes reversing an entry, a different one approves.
CREATE TABLE corrections (
  id BIGSERIAL PRIMARY KEY,
  entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  reason TEXT NOT NULL CHECK (reason <> ''),
  status TEXT NOT NULL CHECK (status IN ('proposed', 'approved', 'refused')),
  proposed_by BIGINT NOT NULL REFERENCES staff(id),
  proposed_at TIMESTAMPTZ NOT NULL,
  decided_by BIGINT REFERENCES staff(id),
  decided_at TIMESTAMPTZ,
  decision_reason TEXT NOT NULL DEFAULT '',
  reversal_entry_id BIGINT REFERENCES journal_entries(id),
  CHECK (decided_by IS NULL OR decided_by <> proposed_by)
);
-- At most one open proposal per entry.
CREATE UNIQUE INDEX corrections_open ON corrections (entry_id) WHERE status = 'proposed';
