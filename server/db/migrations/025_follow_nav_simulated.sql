-- A demo provider's track record before the seed is simulated: its strategy run over the backfilled
-- daily closes (server/follow/simulate.ts). Flagged so screens can say so; live snapshots are false.
ALTER TABLE follow_nav ADD COLUMN simulated BOOLEAN NOT NULL DEFAULT false;
