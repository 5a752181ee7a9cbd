-- The Top 10 fund (issue 15). A product's terms are its contract: once created they never change,
-- so a member's confirmed contract version always names the terms it was sold on. Only the sales
-- status moves (selling -> closed, once) and the principal sold so far (up, within the capacity).
CREATE TABLE fund_products (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL CHECK (name <> ''),
  min_amount NUMERIC(30, 8) NOT NULL CHECK (min_amount > 0),
  -- The fixed daily rate per contract, a ratio of the principal.
  daily_rate NUMERIC(12, 8) NOT NULL CHECK (daily_rate >= 0.0001 AND daily_rate <= 0.01),
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 365),
  -- The sales window; each purchase then runs `days` days from its own instant.
  start_at TIMESTAMPTZ NOT NULL,
  end_at TIMESTAMPTZ NOT NULL,
  capacity NUMERIC(30, 8) NOT NULL,
  contract_version TEXT NOT NULL UNIQUE,
  created_by BIGINT REFERENCES staff(id),
  created_at TIMESTAMPTZ NOT NULL,
  -- Principal sold, moved by purchases under the row's lock: the capacity check and the sale are one step.
  sold NUMERIC(30, 8) NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'selling' CHECK (status IN ('selling', 'closed')),
  closed_by BIGINT REFERENCES staff(id),
  closed_at TIMESTAMPTZ,
  close_reason TEXT NOT NULL DEFAULT '',
  CHECK (start_at < end_at),
  CHECK (min_amount <= capacity),
  CHECK (sold >= 0 AND sold <= capacity)
);

CREATE FUNCTION fund_product_terms_fixed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'fund products are never deleted: close their sales instead';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.name IS DISTINCT FROM OLD.name OR NEW.min_amount IS DISTINCT FROM OLD.min_amount
     OR NEW.daily_rate IS DISTINCT FROM OLD.daily_rate OR NEW.days IS DISTINCT FROM OLD.days
     OR NEW.start_at IS DISTINCT FROM OLD.start_at OR NEW.end_at IS DISTINCT FROM OLD.end_at
     OR NEW.capacity IS DISTINCT FROM OLD.capacity OR NEW.contract_version IS DISTINCT FROM OLD.contract_version
     OR NEW.created_by IS DISTINCT FROM OLD.created_by OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'the terms of a fund product are its contract and never change';
  END IF;
  IF OLD.status = 'closed' AND NEW.status <> 'closed' THEN
    RAISE EXCEPTION 'a closed fund product does not reopen';
  END IF;
  IF NEW.sold < OLD.sold THEN
    RAISE EXCEPTION 'the principal sold of a fund product only grows';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER fund_products_terms_fixed BEFORE UPDATE OR DELETE ON fund_products FOR EACH ROW EXECUTE FUNCTION fund_product_terms_fixed();

-- One purchase: the terms copied from the product at the moment of sale, the contract confirmed,
-- and the progress of its daily accrual. accrued_days guards the accrual job against a second run
-- of the same day whatever the jobs table says.
CREATE TABLE fund_purchases (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL REFERENCES members(id),
  product_id BIGINT NOT NULL REFERENCES fund_products(id),
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  daily_rate NUMERIC(12, 8) NOT NULL,
  days INTEGER NOT NULL CHECK (days >= 1),
  -- floor2(amount x daily_rate), paid on each of the `days` days; contracted_income = daily_income x days.
  daily_income NUMERIC(30, 8) NOT NULL CHECK (daily_income >= 0),
  contracted_income NUMERIC(30, 8) NOT NULL CHECK (contracted_income >= 0),
  start_at TIMESTAMPTZ NOT NULL,
  end_at TIMESTAMPTZ NOT NULL,
  contract_version TEXT NOT NULL,
  accepted_at TIMESTAMPTZ NOT NULL,
  accrued_days INTEGER NOT NULL DEFAULT 0,
  accumulated_income NUMERIC(30, 8) NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('running', 'settled')),
  settled_at TIMESTAMPTZ,
  settled_amount NUMERIC(30, 8),
  buy_entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  settle_entry_id BIGINT REFERENCES journal_entries(id),
  created_at TIMESTAMPTZ NOT NULL,
  CHECK (accrued_days BETWEEN 0 AND days),
  CHECK (accumulated_income >= 0 AND accumulated_income <= contracted_income),
  CHECK ((status = 'settled') = (settled_at IS NOT NULL AND settled_amount IS NOT NULL AND settle_entry_id IS NOT NULL))
);
CREATE INDEX fund_purchases_member ON fund_purchases (member_id, id);
CREATE INDEX fund_purchases_product ON fund_purchases (product_id);
-- The reserve's committed income is summed over running purchases on every sale.
CREATE INDEX fund_purchases_running ON fund_purchases (id) WHERE status = 'running';
