-- Block trades (issue 26, docs/blocks.md): a block of an ETF line the platform offers at a published
-- discount during a window. Applications freeze their USDT (a hold on the ETF account); the close
-- (durable job block.allocate) allocates pro rata in whole lots (core/market/blockAllocation.ts),
-- posts what was allocated and releases the rest; the allocated shares wait in block_holdings until
-- the lock-up ends (job block.unlock), then join the member's ordinary holding of the line.
CREATE TABLE block_offers (
  id BIGSERIAL PRIMARY KEY,
  code TEXT NOT NULL,
  market TEXT NOT NULL CHECK (market IN ('US', 'UK')),
  -- The line's price in its quote currency when offered, the USDT per unit then, and the block price
  -- per share in USDT that follows from them and the discount: fixed at creation, never typed.
  ref_price NUMERIC(30, 8) NOT NULL CHECK (ref_price > 0),
  currency TEXT NOT NULL,
  fx_rate NUMERIC(30, 12) NOT NULL CHECK (fx_rate > 0),
  discount_rate NUMERIC(10, 6) NOT NULL CHECK (discount_rate >= 0.01 AND discount_rate <= 0.30),
  price NUMERIC(30, 8) NOT NULL CHECK (price > 0),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  lot INTEGER NOT NULL CHECK (lot > 0),
  min_quantity INTEGER NOT NULL,
  max_quantity INTEGER NOT NULL,
  start_at TIMESTAMPTZ NOT NULL,
  end_at TIMESTAMPTZ NOT NULL,
  lockup_days INTEGER NOT NULL CHECK (lockup_days BETWEEN 1 AND 365),
  unlock_at TIMESTAMPTZ NOT NULL,
  allocated_at TIMESTAMPTZ,
  created_by BIGINT REFERENCES staff(id),
  created_at TIMESTAMPTZ NOT NULL,
  CHECK (start_at < end_at AND end_at < unlock_at),
  CHECK (min_quantity > 0 AND min_quantity <= max_quantity AND max_quantity <= quantity),
  CHECK (quantity % lot = 0 AND min_quantity % lot = 0 AND max_quantity % lot = 0)
);
CREATE INDEX block_offers_window ON block_offers (end_at DESC);

CREATE TABLE block_applications (
  id BIGSERIAL PRIMARY KEY,
  offer_id BIGINT NOT NULL REFERENCES block_offers(id),
  member_id BIGINT NOT NULL REFERENCES members(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- quantity x the offer's price, frozen by hold_id until the close or a revoke.
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  hold_id BIGINT NOT NULL REFERENCES holds(id),
  -- pending until the close; pass (some allocated), rejected (none), expired (revoked).
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'pass', 'rejected', 'expired')),
  allocated INTEGER NOT NULL DEFAULT 0 CHECK (allocated >= 0 AND allocated <= quantity),
  paid NUMERIC(30, 8) NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= amount),
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  entry_id BIGINT REFERENCES journal_entries(id)
);
-- One live application per member and offer: a second is refused, a revoked one may be made again.
CREATE UNIQUE INDEX block_applications_one_pending ON block_applications (offer_id, member_id) WHERE status = 'pending';
CREATE INDEX block_applications_member ON block_applications (member_id, id DESC);

CREATE TABLE block_holdings (
  id BIGSERIAL PRIMARY KEY,
  application_id BIGINT NOT NULL UNIQUE REFERENCES block_applications(id),
  offer_id BIGINT NOT NULL REFERENCES block_offers(id),
  member_id BIGINT NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  price NUMERIC(30, 8) NOT NULL,
  cost NUMERIC(30, 8) NOT NULL CHECK (cost > 0),
  allocated_at TIMESTAMPTZ NOT NULL,
  unlock_at TIMESTAMPTZ NOT NULL,
  -- Set once by the unlock: the shares joined etf_positions then, valued at release_price (USDT per share).
  released_at TIMESTAMPTZ,
  release_price NUMERIC(30, 8)
);
CREATE INDEX block_holdings_member ON block_holdings (member_id, id DESC);
