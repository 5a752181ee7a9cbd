-- The platform's busiest accounts (custody, fees) are spread over sub-accounts, chosen by member
-- (server/ledger/accounts.ts platformShard): every order of every member wrote the same two rows
-- and waited on them from its first posting to its commit, so the platform's orders ran one at a
-- time (issue 23). Reports and ledger:check add the sub-accounts of a purpose together; shard 0 is
-- the account every other path keeps using.
ALTER TABLE ledger_accounts ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0 CHECK (shard >= 0 AND (member_id IS NULL OR shard = 0));
DROP INDEX ledger_accounts_platform;
CREATE UNIQUE INDEX ledger_accounts_platform ON ledger_accounts (kind, currency, shard) WHERE member_id IS NULL;
