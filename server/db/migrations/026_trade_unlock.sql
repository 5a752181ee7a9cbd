-- A confirmed payment password unlocks trading on the session it was typed in until this time
-- (sliding, TRADE_UNLOCK_MINUTES, never past the session's end): each order then compares a time
-- read with the session instead of running argon2 (server/security/trade-unlock.ts).
ALTER TABLE sessions ADD COLUMN trade_unlocked_until TIMESTAMPTZ;
