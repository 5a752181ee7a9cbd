-- Market data (issue 14). Candles are written by the declared source only (simulator, replay,
-- file drop); every insert is an upsert so two instances writing the same candle agree.

-- One-minute candles: the unit every chart period is aggregated from. `upto` is the instant the
-- candle was complete to (a live minute is rewritten as it grows; an older partial never wins).
CREATE TABLE market_candles_1m (
  code TEXT NOT NULL,
  time TIMESTAMPTZ NOT NULL,
  open NUMERIC(20, 6) NOT NULL,
  high NUMERIC(20, 6) NOT NULL,
  low NUMERIC(20, 6) NOT NULL,
  close NUMERIC(20, 6) NOT NULL,
  volume BIGINT NOT NULL CHECK (volume >= 0),
  source TEXT NOT NULL,
  upto TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (code, time),
  CHECK (low <= open AND low <= close AND high >= open AND high >= close)
);

-- Daily candles, kept apart: a year of minutes would be ~100,000 rows per line, and the file-drop
-- source only receives end-of-day bars. `time` is the session's open; `date` the exchange-local date.
CREATE TABLE market_candles_1d (
  code TEXT NOT NULL,
  date DATE NOT NULL,
  time TIMESTAMPTZ NOT NULL,
  open NUMERIC(20, 6) NOT NULL,
  high NUMERIC(20, 6) NOT NULL,
  low NUMERIC(20, 6) NOT NULL,
  close NUMERIC(20, 6) NOT NULL,
  volume BIGINT NOT NULL CHECK (volume >= 0),
  source TEXT NOT NULL,
  upto TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (code, date),
  CHECK (low <= open AND low <= close AND high >= open AND high >= close)
);

-- The member's favorite lines (etf/custom). The code is checked against the catalogue by the handler.
CREATE TABLE market_favorites (
  member_id BIGINT NOT NULL REFERENCES members (id),
  code TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, code)
);
