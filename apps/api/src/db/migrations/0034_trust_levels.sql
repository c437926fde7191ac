-- Trust levels and report scores (issue 39, decision 0068).
-- A level a moderator or admin chose for an account (0-3); NULL: the level is earned (lib/trust).
ALTER TABLE users ADD COLUMN trust_level_override smallint
  CHECK (trust_level_override BETWEEN 0 AND 3);
-- What a report counts for towards hiding its item before review: the reporter's weight when they
-- reported (trust level and past accuracy), and whether it is linked to another report of the same
-- item (same address, or accounts created close together), which damps it. The address is kept
-- only as a keyed hash, to compare reports of one item, never shown.
ALTER TABLE reports ADD COLUMN weight real NOT NULL DEFAULT 1;
ALTER TABLE reports ADD COLUMN linked boolean NOT NULL DEFAULT false;
-- The reporter's trust level when they reported: new accounts' reports together are capped.
ALTER TABLE reports ADD COLUMN reporter_level smallint NOT NULL DEFAULT 1;
ALTER TABLE reports ADD COLUMN reporter_address text;
-- A reporter's past accuracy: their resolved reports by outcome.
CREATE INDEX reports_reporter_resolved ON reports (reporter_id) WHERE status = 'resolved';
