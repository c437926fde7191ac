-- Your data, to take away (issue 43, decision 0077): an account's archives of its own data. A row
-- is written by the request (queued), the job fills it (ready, with the archive's storage key, the
-- hash of the e-mailed token and its expiry) or marks it failed; an expired one loses its archive.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'ready', 'failed', 'expired')),
  requested_at timestamptz NOT NULL,
  ready_at timestamptz NULL,
  expires_at timestamptz NULL,
  archive_key text NULL,
  size_bytes integer NULL,
  -- sha256 of the link's token, hex: the token itself is only in the e-mail.
  token_hash text NULL
);

-- The latest requests of an account (the once-a-day rule and the list).
CREATE INDEX data_exports_user_requested ON data_exports (user_id, requested_at DESC);
