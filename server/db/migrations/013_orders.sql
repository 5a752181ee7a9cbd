-- ETF orders and positions (issue 14). Money columns are NUMERIC; quantities are shares with up to
-- 8 decimals (instruments allow 4). An order's status moves only from 'pending', by a conditional
-- UPDATE, so a fill, a revoke and an expiry racing for one order have exactly one winner.
CREATE TABLE etf_orders (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  order_no TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL,
  market TEXT NOT NULL,
  quote_currency TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  delegate_type TEXT NOT NULL CHECK (delegate_type IN ('market', 'limit')),
  time_in_force TEXT NOT NULL CHECK (time_in_force IN ('day', 'gtc')),
  quantity NUMERIC(30, 8) NOT NULL CHECK (quantity > 0),
  -- The USDT amount the member asked for (orders by amount); the quantity was derived from it.
  requested_amount NUMERIC(30, 8),
  limit_price NUMERIC(30, 8),
  status TEXT NOT NULL CHECK (status IN ('pending', 'transacted', 'revoked', 'expired', 'rejected')),
  reject_reason TEXT,
  -- Buys: the hold of cost + fee at the limit (or the ask of a market order) in the ETF account.
  hold_id BIGINT REFERENCES holds(id),
  occupied NUMERIC(30, 8) NOT NULL DEFAULT 0,
  -- The fill: price in the quote currency, the FX rate into USDT and its time, the source.
  fill_price NUMERIC(30, 8),
  fill_time TIMESTAMPTZ,
  fx_rate NUMERIC(30, 10),
  fx_time TIMESTAMPTZ,
  source TEXT,
  -- The quote the order was checked (or filled) against, by its time.
  quote_time TIMESTAMPTZ,
  -- USDT: the fill's value (cost of a buy, proceeds of a sell), its fee, a sale's cost basis and profit.
  value NUMERIC(30, 8),
  fee NUMERIC(30, 8),
  cost_basis NUMERIC(30, 8),
  profit NUMERIC(30, 8),
  entry_id BIGINT REFERENCES journal_entries(id),
  expires_at TIMESTAMPTZ NOT NULL,
  ended_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK (delegate_type = 'market' OR limit_price IS NOT NULL)
);
CREATE INDEX etf_orders_member ON etf_orders (member_id, id);
CREATE INDEX etf_orders_pending ON etf_orders (code, id) WHERE status = 'pending';

-- One row per member and line: shares held, shares reserved by pending sells, and the cost basis
-- (USDT paid, buy fees included) of the shares held.
CREATE TABLE etf_positions (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  quantity NUMERIC(30, 8) NOT NULL DEFAULT 0,
  reserved NUMERIC(30, 8) NOT NULL DEFAULT 0,
  cost_basis NUMERIC(30, 8) NOT NULL DEFAULT 0,
  opened_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, code),
  CHECK (reserved >= 0 AND quantity >= reserved AND cost_basis >= 0)
);
