-- Filtered notifications (issue 39, decision 0069), after Mastodon's: what people the recipient does
-- not follow, or new accounts, cause unasked waits in a box of its own instead of the bell.
-- Why a notification waits there ('not_following' or 'new_account'); NULL: in the main list.
ALTER TABLE notifications ADD COLUMN filter_reason text
  CHECK (filter_reason IN ('not_following', 'new_account'));
-- The filtered box, grouped by sender, newest first; the main list and the unread count read the rest.
CREATE INDEX notifications_recipient_filtered ON notifications (recipient_id, actor_id, created_at DESC)
  WHERE filter_reason IS NOT NULL;
DROP INDEX notifications_recipient_unread;
CREATE INDEX notifications_recipient_unread ON notifications (recipient_id)
  WHERE read_at IS NULL AND filter_reason IS NULL;

-- A person's filtering rules; no row means both are on.
CREATE TABLE notification_filter_policies (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  filter_not_following boolean NOT NULL,
  filter_new_accounts boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Senders a person let through ('Allow' in the filtered box): never filtered for them again.
CREATE TABLE notification_filter_allowed (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, actor_id)
);
CREATE INDEX notification_filter_allowed_actor ON notification_filter_allowed (actor_id);
