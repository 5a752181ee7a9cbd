-- Where a member's withdrawals may go: bank cards and USDT wallets. Unbinding keeps the row
-- (removed_at) so past withdrawals still show where they went.
CREATE TABLE bank_cards (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  bank_name TEXT NOT NULL,
  account_no TEXT NOT NULL,
  account_name TEXT NOT NULL,
  iban TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  removed_at TIMESTAMPTZ
);
CREATE INDEX bank_cards_member ON bank_cards (member_id) WHERE removed_at IS NULL;

CREATE TABLE wallets (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  currency TEXT NOT NULL CHECK (currency = 'USDT'),
  protocol TEXT NOT NULL CHECK (protocol IN ('TRC20', 'ERC20')),
  address TEXT NOT NULL,
  -- ERC20 addresses compare without case (EIP-55 case is only a checksum); TRC20 base58 keeps it.
  address_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  removed_at TIMESTAMPTZ
);
CREATE INDEX wallets_member ON wallets (member_id) WHERE removed_at IS NULL;
-- One address belongs to one account across the whole platform.
CREATE UNIQUE INDEX wallets_address ON wallets (protocol, address_key) WHERE removed_at IS NULL;
