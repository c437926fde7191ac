-- Groups (issue 15, decision 0018): neighbours organise around streets, buildings, schools and
-- interests. A group belongs to its creator's area; its visibility is fixed at creation (a private
-- group's posts were written for its members and never become public).

CREATE TABLE groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  visibility text NOT NULL CHECK (visibility IN ('public', 'private')),
  -- The creator's area at creation, like a post's: shown as 'suburb, city'; never coordinates.
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL DEFAULT '',
  location_state text NOT NULL DEFAULT '',
  location_country text NOT NULL DEFAULT '',
  -- Storage keys of the cover photo (both null without one).
  cover_display_key text,
  cover_thumbnail_key text,
  cover_width integer,
  cover_height integer,
  -- A random capability: whoever holds the link may join (public) or ask to (private). Rotating it
  -- kills the old link; null when no link was made yet.
  invite_token text UNIQUE,
  -- The newest post's time, kept with each group post insert: "most active first" without a count.
  last_post_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple'::regconfig, name || ' ' || description)
  ) STORED
);
CREATE INDEX groups_area_active
  ON groups (location_country, location_state, location_city, last_post_at DESC NULLS LAST, created_at DESC, id);
CREATE INDEX groups_search ON groups USING gin (search_vector);

-- Who belongs: one owner per group, admins, members, and pending requests to join.
CREATE TABLE group_members (
  group_id uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'pending')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user ON group_members (user_id, group_id) INCLUDE (role);
CREATE INDEX group_members_by_role ON group_members (group_id, role, created_at);
-- The one owner, enforced by the database, so no race can make two.
CREATE UNIQUE INDEX group_members_one_owner ON group_members (group_id) WHERE role = 'owner';

-- A post may belong to a group. `local` says whether it is part of the neighbourhood feed: every
-- post outside a group and the posts of public groups; a private group's posts never are.
ALTER TABLE posts ADD COLUMN group_id uuid REFERENCES groups (id) ON DELETE CASCADE;
ALTER TABLE posts ADD COLUMN local boolean NOT NULL DEFAULT true;
CREATE INDEX posts_group_newest ON posts (group_id, created_at DESC, id DESC) WHERE group_id IS NOT NULL;

-- The feed's indexes cover only the posts it may show, so a private group's posts cost the local
-- feed nothing and can never be read through it.
DROP INDEX posts_newest;
CREATE INDEX posts_newest ON posts (created_at DESC, id DESC)
  INCLUDE (location_country, location_state, location_city) WHERE local;
DROP INDEX posts_city_newest;
CREATE INDEX posts_city_newest ON posts (location_country, location_state, location_city, created_at DESC, id DESC)
  INCLUDE (location_suburb) WHERE local;
DROP INDEX posts_suburb_newest;
CREATE INDEX posts_suburb_newest
  ON posts (location_country, location_state, location_city, location_suburb, created_at DESC, id DESC) WHERE local;

-- Deleting a group deletes the notifications about it and its posts: found by subject.
CREATE INDEX notifications_subject ON notifications (subject_id) WHERE subject_id IS NOT NULL;

-- Notification preferences for groups: requests to join and their answers (in the app and by
-- e-mail), and new posts in one's groups (in the app; e-mail off by default: groups can be busy).
ALTER TABLE notification_preferences ADD COLUMN group_membership_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN group_membership_email boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN group_post_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN group_post_email boolean NOT NULL DEFAULT false;
