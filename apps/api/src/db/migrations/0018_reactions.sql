-- Reactions on posts and comments (issue 18, decision 0021): one per person per item, of a fixed
-- set. Each item keeps its counts per kind in `reaction_counts` (jsonb, e.g. {"like": 3}), moved in
-- the transaction that adds, changes or removes a reaction while the item's row is locked, so a
-- feed page reads them with the post and never counts reaction rows.
CREATE TABLE post_reactions (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('like', 'love', 'haha', 'wow', 'sad', 'thanks')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
-- Who reacted, newest first (GET /posts/{id}/reactions).
CREATE INDEX post_reactions_post_newest ON post_reactions (post_id, created_at DESC, user_id);
-- One person's reactions (account deletion moves the counts of what they reacted to).
CREATE INDEX post_reactions_user ON post_reactions (user_id);

CREATE TABLE comment_reactions (
  comment_id uuid NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('like', 'love', 'haha', 'wow', 'sad', 'thanks')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_reactions_comment_newest ON comment_reactions (comment_id, created_at DESC, user_id);
CREATE INDEX comment_reactions_user ON comment_reactions (user_id);

ALTER TABLE posts ADD COLUMN reaction_counts jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE comments ADD COLUMN reaction_counts jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Grouped notifications ('Amara and 3 others reacted to your post'): how many people one
-- notification speaks for (1 for every other kind).
ALTER TABLE notifications ADD COLUMN actor_count integer NOT NULL DEFAULT 1 CHECK (actor_count >= 1);

-- Reactions to one's posts and comments: in the app, not by e-mail, unless the person chooses.
ALTER TABLE notification_preferences ADD COLUMN reaction_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN reaction_email boolean NOT NULL DEFAULT false;
