-- Web Push (issue 18, decision 0027): a browser's push subscription belongs to one account and to
-- the session it was made in. A session that ends (logout, password change, suspension) stops its
-- subscriptions being sent to (and the sender deletes them); deleting the account deletes them all.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
  -- The push service's URL for this browser: one account at a time (upserted by it).
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 2048),
  -- The browser's keys (base64url): the P-256 public key and the auth secret the payload is encrypted with.
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id);

-- Push as a third channel per kind, beside in the app and e-mail. Only devices the person turned
-- push on for receive anything, so the defaults follow what is personal and timely.
ALTER TABLE notification_preferences ADD COLUMN rental_match_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN rental_update_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN comment_on_post_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN new_follower_push boolean NOT NULL DEFAULT false;
ALTER TABLE notification_preferences ADD COLUMN group_membership_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN group_post_push boolean NOT NULL DEFAULT false;
ALTER TABLE notification_preferences ADD COLUMN event_update_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN event_reminder_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN safety_alert_push boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN reaction_push boolean NOT NULL DEFAULT false;
