-- Profiles (issue 6): profile pictures, follows and notification preferences.

-- Storage keys (lib/storage), not URLs, of the display and thumbnail versions of the avatar.
ALTER TABLE users ADD COLUMN avatar_key text;
ALTER TABLE users ADD COLUMN avatar_thumbnail_key text;
ALTER TABLE users ADD CONSTRAINT users_avatar_keys_together
  CHECK ((avatar_key IS NULL) = (avatar_thumbnail_key IS NULL));

-- Who follows whom. Organizations are users too, so they are followed through the same table.
-- Counts are read with count(*) over these indexes (index-only): a profile's followers and
-- followings are small next to the posts table, and no counter can drift.
CREATE TABLE follows (
  follower_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CONSTRAINT follows_not_self CHECK (follower_id <> followee_id)
);
-- Followers of a user (the primary key serves "whom a user follows").
CREATE INDEX follows_followee ON follows (followee_id, follower_id);

-- Which events reach a person and how. No row means the defaults
-- (DEFAULT_NOTIFICATION_PREFERENCES in the contract); the first change writes the whole row.
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  rental_match_in_app boolean NOT NULL,
  rental_match_email boolean NOT NULL,
  comment_on_post_in_app boolean NOT NULL,
  comment_on_post_email boolean NOT NULL,
  new_follower_in_app boolean NOT NULL,
  new_follower_email boolean NOT NULL,
  updated_at timestamptz NOT NULL
);
