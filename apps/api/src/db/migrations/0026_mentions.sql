-- '@First Last' mentions in posts and comments (issue 18). A row per person ever mentioned in an
-- item: it is what makes a mention notify once (an edit that mentions them again finds the row).
CREATE TABLE post_mentions (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_mentions_user ON post_mentions (user_id);

CREATE TABLE comment_mentions (
  comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_mentions_user ON comment_mentions (user_id);

ALTER TABLE notification_preferences ADD COLUMN mention_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN mention_email boolean NOT NULL DEFAULT false;
ALTER TABLE notification_preferences ADD COLUMN mention_push boolean NOT NULL DEFAULT true;
