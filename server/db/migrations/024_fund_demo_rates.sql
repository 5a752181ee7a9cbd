-- Issue 22: the demo Top 10 products advertised 18% to 44% a year, a warning sign to anyone who
-- knows real brokers. New databases seed 3.65% to 7.3% (server/fund/seed.ts, under the 8% cap).
-- A product's terms are its contract and the trigger keeps them fixed, because members confirmed them.
-- A demo product nobody bought has no confirmed contract, so its rate is corrected in place, with the
-- trigger set aside for this one statement only. A demo product that was sold keeps its terms (its
-- purchases run to their end as confirmed): its sales close and a replacement at the new rate opens
-- with the same name, minimum, days, window and capacity. Staff products are never touched.
CREATE TEMPORARY TABLE demo_rates (name TEXT PRIMARY KEY, old_rate NUMERIC(12, 8) NOT NULL, new_rate NUMERIC(12, 8) NOT NULL) ON COMMIT DROP;

INSERT INTO demo_rates (name, old_rate, new_rate) VALUES
  ('Top 10 Starter 7D', 0.0005, 0.0001),
  ('Top 10 Growth 30D', 0.0008, 0.00015),
  ('Top 10 Select 90D', 0.0012, 0.0002),
  ('Top 10 Horizon 60D', 0.001, 0.00018);

ALTER TABLE fund_products DISABLE TRIGGER fund_products_terms_fixed;

UPDATE fund_products p SET daily_rate = d.new_rate
  FROM demo_rates d
 WHERE p.name = d.name AND p.daily_rate = d.old_rate AND p.created_by IS NULL AND p.sold = 0
   AND NOT EXISTS (SELECT 1 FROM fund_purchases f WHERE f.product_id = p.id);

ALTER TABLE fund_products ENABLE TRIGGER fund_products_terms_fixed;

INSERT INTO fund_products (id, name, min_amount, daily_rate, days, start_at, end_at, capacity, contract_version, created_by, created_at)
SELECT n.id, n.name, n.min_amount, n.new_rate, n.days, n.start_at, n.end_at, n.capacity, 'top10-v1:' || n.id::text, NULL, now()
  FROM (SELECT nextval(pg_get_serial_sequence('fund_products', 'id')) AS id, p.name, p.min_amount, d.new_rate, p.days, p.start_at,
               p.end_at, p.capacity
          FROM fund_products p JOIN demo_rates d ON d.name = p.name AND d.old_rate = p.daily_rate
         WHERE p.created_by IS NULL AND p.status = 'selling' AND p.end_at > now()
         ORDER BY p.id) n;

UPDATE fund_products p SET status = 'closed', closed_at = now(),
       close_reason = 'Demo rate above the 8% a year cap: replaced by a product at ' || (d.new_rate * 365 * 100)::numeric(6, 3)::text || '% a year'
  FROM demo_rates d
 WHERE p.name = d.name AND p.daily_rate = d.old_rate AND p.created_by IS NULL AND p.status = 'selling';
