-- VIP star levels: the rules operations may change (thresholds, dividend share, partnership).
CREATE TABLE level_rules (
  stars INTEGER PRIMARY KEY CHECK (stars BETWEEN 0 AND 5),
  min_direct INTEGER NOT NULL CHECK (min_direct >= 0),
  min_team INTEGER NOT NULL CHECK (min_team >= 0),
  dividend_rate NUMERIC(6, 4) NOT NULL CHECK (dividend_rate >= 0 AND dividend_rate < 1),
  partner BOOLEAN NOT NULL DEFAULT false
);

INSERT INTO level_rules (stars, min_direct, min_team, dividend_rate, partner) VALUES
  (0, 0, 0, 0, false),
  (1, 3, 5, 0.01, false),
  (2, 5, 15, 0.02, false),
  (3, 10, 40, 0.03, false),
  (4, 20, 100, 0.05, true),
  (5, 40, 300, 0.08, true);
