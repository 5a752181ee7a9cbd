-- A bank card's branch (issue 26): the address as the member confirmed it, and the map pin when the
-- member chose one on /choose-location. The pin is both coordinates or neither; 7 decimals is the
-- precision the pickers keep (about a centimetre).
ALTER TABLE bank_cards ADD COLUMN branch_address TEXT;
ALTER TABLE bank_cards ADD COLUMN branch_lat NUMERIC(10, 7);
ALTER TABLE bank_cards ADD COLUMN branch_lng NUMERIC(10, 7);
ALTER TABLE bank_cards ADD CONSTRAINT bank_cards_branch_pin CHECK (
  (branch_lat IS NULL AND branch_lng IS NULL) OR (branch_lat IS NOT NULL AND branch_lng IS NOT NULL AND branch_address IS NOT NULL)
);
