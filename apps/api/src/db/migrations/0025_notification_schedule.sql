-- Calm notifications (issue 18): quiet hours hold e-mails until they end, and an optional daily or
-- weekly digest of the area. One row per person who changed the defaults (no quiet hours, no
-- digest, the installation's time zone).
CREATE TABLE notification_schedules (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  -- Minutes after local midnight; both set or both null. start > end spans midnight.
  quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end smallint CHECK (quiet_end BETWEEN 0 AND 1439),
  digest text NOT NULL DEFAULT 'off' CHECK (digest IN ('off', 'daily', 'weekly')),
  -- The due time of the one digest job that counts: a job whose time differs is stale and does nothing.
  digest_next_at timestamptz,
  -- What the last digest covered up to (the next one tells what is newer).
  digest_last_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((quiet_start IS NULL) = (quiet_end IS NULL)),
  CHECK ((digest = 'off') = (digest_next_at IS NULL))
);

-- RFC 8058 one-click unsubscribe needs List-Unsubscribe headers; the local outbox keeps them too.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
