-- Rental abuse limits (issue 12.9 and 12.10, decision 0014).

-- The requester confirms the lender before either sees the other's e-mail. Loans made before this
-- step existed already showed contacts: they count as confirmed when accepted.
ALTER TABLE rental_requests ADD COLUMN confirmed_at timestamptz;
UPDATE rental_requests SET confirmed_at = accepted_at WHERE status <> 'open';
ALTER TABLE rental_requests
  ADD CONSTRAINT rental_requests_confirmed_is_accepted CHECK (confirmed_at IS NULL OR status <> 'open');
-- A lender's loans in hand (accepted, not yet completed): at most three at once.
CREATE INDEX rental_requests_lender_active ON rental_requests (accepted_by) WHERE status = 'accepted';

-- Folded notification e-mails (lib/notifications/email-folds.ts): for kinds with a minimum interval
-- (rental_match: one hour), one row per recipient and kind says when the last e-mail went and when
-- the next one is due (null: none is scheduled, the next event sends at once or at the interval's end).
CREATE TABLE notification_email_folds (
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  last_sent_at timestamptz,
  flush_at timestamptz,
  PRIMARY KEY (recipient_id, kind)
);
-- The events waiting for that e-mail: it tells of all of them at once.
CREATE TABLE notification_email_pending (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  actor_id uuid,
  subject jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX notification_email_pending_recipient ON notification_email_pending (recipient_id, kind, created_at);
