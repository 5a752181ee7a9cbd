-- Referral team (issue 16): two levels only (a member's inviter, and the inviter's inviter), star
-- levels by team size and team volume, and team rewards paid out of fee revenue and the copy-trading
-- team pool, never out of a member's deposit or principal (docs/team.md).

-- The team's fee-generating volume a star level needs (traded notional + subscribed amounts of the
-- two levels over the volume window, in the platform currency).
ALTER TABLE level_rules ADD COLUMN min_volume NUMERIC(20, 2) NOT NULL DEFAULT 0 CHECK (min_volume >= 0);
UPDATE level_rules SET min_volume = CASE stars WHEN 1 THEN 1000 WHEN 2 THEN 10000 WHEN 3 THEN 50000 WHEN 4 THEN 200000 WHEN 5 THEN 1000000 ELSE 0 END;

-- Set with the stars: a member whose star level is a partner level (four stars or more by default).
ALTER TABLE members ADD COLUMN partner BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX members_inviter ON members (inviter_id) WHERE inviter_id IS NOT NULL;

-- The published shares: of a source's amount, what a level-1 and a level-2 upline receive before
-- their star dividend rate is added. source 'fee': trading and subscription fees the platform
-- earned; 'pool': the team part of a copy-trading settlement.
CREATE TABLE team_shares (
  source TEXT NOT NULL CHECK (source IN ('fee', 'pool')),
  tier INTEGER NOT NULL CHECK (tier IN (1, 2)),
  share NUMERIC(6, 4) NOT NULL CHECK (share >= 0 AND share < 1),
  PRIMARY KEY (source, tier)
);
INSERT INTO team_shares (source, tier, share) VALUES ('fee', 1, 0.10), ('fee', 2, 0.05), ('pool', 1, 0.40), ('pool', 2, 0.20);

-- Every source a team member caused, once (the reward job's own guard beside the job key): what
-- kind, whose, how much fee or pool money it brought and how much volume it counts for.
CREATE TABLE team_sources (
  entry_id BIGINT PRIMARY KEY REFERENCES journal_entries(id),
  member_id BIGINT NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('trade_fee', 'subscription_fee', 'copy_pool')),
  amount NUMERIC(30, 8) NOT NULL CHECK (amount >= 0),
  volume NUMERIC(30, 8) NOT NULL CHECK (volume >= 0),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX team_sources_member ON team_sources (member_id, created_at);

-- One reward per source and tier: the posting (entry_id) moved `amount` from the source's platform
-- account to the upline's asset account.
CREATE TABLE team_rewards (
  id BIGSERIAL PRIMARY KEY,
  source_entry_id BIGINT NOT NULL REFERENCES team_sources(entry_id),
  tier INTEGER NOT NULL CHECK (tier IN (1, 2)),
  beneficiary_id BIGINT NOT NULL REFERENCES members(id),
  source_member_id BIGINT NOT NULL REFERENCES members(id),
  stars INTEGER NOT NULL,
  rate NUMERIC(8, 4) NOT NULL,
  amount NUMERIC(30, 8) NOT NULL CHECK (amount > 0),
  entry_id BIGINT NOT NULL REFERENCES journal_entries(id),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (source_entry_id, tier)
);
CREATE INDEX team_rewards_beneficiary ON team_rewards (beneficiary_id, created_at);
CREATE INDEX team_rewards_entry ON team_rewards (entry_id);
