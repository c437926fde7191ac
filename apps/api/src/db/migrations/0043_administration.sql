-- Administration in the browser (issue 43, decision 0080).

-- The instance's settings: at most one row, kept in the database so admins change them from /admin.
-- Empty texts mean "not set" (the web shows the product's defaults). No row until the first change:
-- the code reads the column defaults then, and a fresh database stays empty for a restore.
CREATE TABLE instance_settings (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  name text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  rules text NOT NULL DEFAULT '',
  contact_email text NOT NULL DEFAULT '',
  default_locale text NOT NULL DEFAULT '',
  default_area text NOT NULL DEFAULT '',
  -- The logo as the image pipeline stores it (display and thumbnail WebP, metadata stripped).
  logo_key text,
  logo_thumbnail_key text,
  registration_mode text NOT NULL DEFAULT 'open'
    CHECK (registration_mode IN ('open', 'invite', 'approval', 'closed')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-up under the approval policy: the account waits (no sign-in) until a moderator approves it.
ALTER TABLE users ADD COLUMN awaiting_approval_since timestamptz;
CREATE INDEX users_awaiting_approval ON users (awaiting_approval_since) WHERE awaiting_approval_since IS NOT NULL;

-- Every staff action that is not a moderation action (those are in moderation_actions): roles,
-- settings, approvals, deletions, sign-outs, test e-mails, job retries. actor_id is null for the
-- command line.
CREATE TABLE staff_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text NOT NULL DEFAULT '',
  target_id text NOT NULL DEFAULT '',
  -- What the target was called when the action was taken (an e-mail, a setting), kept after deletion.
  target_label text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_actions_created ON staff_actions (created_at DESC, id DESC);

-- E-mail delivery, per day (the admin overview) and the latest failures (the e-mail screen).
CREATE TABLE mail_daily_counts (
  day date PRIMARY KEY,
  sent integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0
);
CREATE TABLE mail_failures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL,
  -- The recipient's domain only: the failure list is for finding a broken server, not people.
  recipient_domain text NOT NULL,
  subject text NOT NULL,
  error text NOT NULL
);
CREATE INDEX mail_failures_created ON mail_failures (created_at DESC);

-- The overview's sign-ups and reports per day read these ranges, not the whole tables.
CREATE INDEX users_created ON users (created_at);
CREATE INDEX reports_created ON reports (created_at);
