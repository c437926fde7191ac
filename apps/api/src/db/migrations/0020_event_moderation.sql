-- Events can be reported and hidden like other content (issues 16 and 17, decision 0020): a hidden
-- event shows only to its organizer (and moderators) until a moderator restores it.
ALTER TABLE events ADD COLUMN hidden_at timestamptz;
