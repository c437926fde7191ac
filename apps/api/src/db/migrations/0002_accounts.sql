-- Accounts: sessions, one-time codes, referral codes, per-account rate-limit counters and the
-- local mail outbox. Times are written by the application's clock so tests can move it.

CREATE TABLE referral_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{7}$'),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
-- At most one active code per user.
CREATE UNIQUE INDEX referral_codes_active_owner ON referral_codes (owner_id) WHERE revoked_at IS NULL;

-- Who referred whom, kept beside users rather than as columns on it: a users -> referral_codes
-- reference would make a foreign-key cycle that a plain data dump could not restore in order.
CREATE TABLE referrals (
  referred_user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  code_id uuid REFERENCES referral_codes (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_code ON referrals (code_id);

-- Opaque bearer tokens (decision 0004): only the SHA-256 hash is stored.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One outstanding code per user and purpose (a new code replaces the old); codes are unique per
-- purpose so that a code sent without an e-mail identifies its account.
CREATE TABLE otp_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, purpose),
  UNIQUE (purpose, code_hash)
);
CREATE INDEX otp_codes_expires ON otp_codes (expires_at);

-- Events counted for per-account and per-address limits (code sends, failed logins, wrong codes).
CREATE TABLE auth_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_events_lookup ON auth_events (kind, subject, created_at);

-- Mail kept locally when no SMTP server is configured.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient, created_at);
