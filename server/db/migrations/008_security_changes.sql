-- When the member last changed what protects the account (email, phone, payment password): a
-- stolen session that manages such a change must not be able to withdraw right after it, so
-- withdrawals wait a cooling-off period from this moment (PAYOUT_COOLDOWN_HOURS).
ALTER TABLE members ADD COLUMN security_changed_at TIMESTAMPTZ;
-- A bank card edited to another account is a new destination: its cooling-off period starts
-- again from the edit (created_at keeps when the card was first bound).
ALTER TABLE bank_cards ADD COLUMN changed_at TIMESTAMPTZ;
