-- Conditional ETF orders (issue 26): stop, stop-limit, trailing stop, and the take-profit / stop-loss
-- pair attached to a position. Such an order is 'pending' from placing, like a limit order (its
-- buy's funds held, its sell's shares reserved, its expiry queued), and waits while triggered_at is
-- NULL. The trigger (core/market/trigger.ts) is written in a transaction of its own before the fill:
-- a process killed in between leaves a triggered order that the line's next pass fills, and the
-- conditional UPDATE on status means it never fills twice.
ALTER TABLE etf_orders DROP CONSTRAINT IF EXISTS etf_orders_check;
ALTER TABLE etf_orders ADD COLUMN trigger_type TEXT CHECK (trigger_type IN ('stop', 'stop_limit', 'trailing', 'take_profit', 'stop_loss'));
-- The price that fires it; a trailing stop's moves with trail_best (the best bid of a sell, ask of a buy, since placing).
ALTER TABLE etf_orders ADD COLUMN stop_price NUMERIC(30, 8);
ALTER TABLE etf_orders ADD COLUMN trail_amount NUMERIC(30, 8);
ALTER TABLE etf_orders ADD COLUMN trail_percent NUMERIC(10, 6);
ALTER TABLE etf_orders ADD COLUMN trail_best NUMERIC(30, 8);
-- The quote that crossed: its time (the fill takes that quote or a later one) and the side's price.
ALTER TABLE etf_orders ADD COLUMN triggered_at TIMESTAMPTZ;
ALTER TABLE etf_orders ADD COLUMN trigger_price NUMERIC(30, 8);
-- Take-profit and stop-loss: the other order of the pair. They share one reservation of the shares,
-- held by the order whose shares_reserved is true; a revoke passes it to the other if still pending.
ALTER TABLE etf_orders ADD COLUMN oco_id BIGINT REFERENCES etf_orders(id);
ALTER TABLE etf_orders ADD COLUMN shares_reserved BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE etf_orders ADD CONSTRAINT etf_orders_prices CHECK (
  (delegate_type = 'market' OR limit_price IS NOT NULL)
  AND (trigger_type IS NULL OR stop_price IS NOT NULL)
  AND (trigger_type IS DISTINCT FROM 'trailing' OR ((trail_amount IS NULL) <> (trail_percent IS NULL) AND trail_best IS NOT NULL))
  AND (trigger_type IS DISTINCT FROM 'stop_limit' OR delegate_type = 'limit')
);
CREATE INDEX etf_orders_waiting ON etf_orders (code, id) WHERE status = 'pending' AND trigger_type IS NOT NULL AND triggered_at IS NULL;
