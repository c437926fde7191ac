-- Safety (issue 17, decision 0020): community alerts, reporting and moderation, blocking and muting.

-- A third role: moderators work the moderation queue; admins can do everything moderators can.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'moderator', 'admin'));
-- Suspension (until a time; login refused with the date) and ban (for good, until restored).
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
ALTER TABLE users ADD COLUMN banned_at timestamptz;
-- A hidden profile answers 404 to everyone but its owner and moderators.
ALTER TABLE users ADD COLUMN hidden_at timestamptz;
-- Urgent alerts go to every neighbour of an area: found by this index, not a scan.
CREATE INDEX users_area ON users (location_country, location_state, location_city, location_suburb)
  WHERE account_type = 'user';

-- Hidden content (by a moderator, or automatically at the report threshold) disappears for
-- everyone but its author and moderators, on every list and detail route.
ALTER TABLE posts ADD COLUMN hidden_at timestamptz;
ALTER TABLE comments ADD COLUMN hidden_at timestamptz;
ALTER TABLE rental_requests ADD COLUMN hidden_at timestamptz;
ALTER TABLE groups ADD COLUMN hidden_at timestamptz;
ALTER TABLE organizations ADD COLUMN hidden_at timestamptz;

CREATE TABLE alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN
    ('crime', 'fire', 'flood', 'lost_pet', 'missing_person', 'road', 'outage', 'other')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  details text NOT NULL DEFAULT '',
  photo_display_key text,
  photo_thumbnail_key text,
  photo_width integer,
  photo_height integer,
  -- 'suburb': the author's suburb; 'city': their whole city (location_suburb is then '').
  area text NOT NULL CHECK (area IN ('suburb', 'city')),
  urgent boolean NOT NULL DEFAULT false,
  -- pending: a city-wide urgent alert waiting for a moderator; active; resolved; removed.
  status text NOT NULL CHECK (status IN ('pending', 'active', 'resolved', 'removed')),
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL,
  location_state text NOT NULL,
  location_country text NOT NULL,
  expires_at timestamptz NOT NULL,
  resolved_at timestamptz,
  removed_at timestamptz,
  hidden_at timestamptz,
  -- Set when the urgent fan-out was queued (at once, or at a moderator's approval): never twice.
  notified_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The area's list: active, not hidden, ordered by urgency then age; expiry is read from the row.
CREATE INDEX alerts_area_active ON alerts (location_country, location_state, location_city, urgent DESC, created_at DESC)
  WHERE status = 'active' AND hidden_at IS NULL;
CREATE INDEX alerts_author ON alerts (author_id, created_at DESC);

-- One row per report; one open report per reporter and item.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_type text NOT NULL,
  target_id uuid NOT NULL,
  -- The author of the reported item (the user itself for a profile), for their history.
  target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  outcome text,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_open_by_target ON reports (target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_target_user ON reports (target_user_id);

-- Every moderation decision; the public log reads it (never reporters or moderators).
CREATE TABLE moderation_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  moderator_id uuid REFERENCES users (id) ON DELETE SET NULL,
  target_type text NOT NULL,
  target_id uuid NOT NULL,
  target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('dismiss', 'hide', 'restore', 'approve', 'suspend', 'ban')),
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  duration_days integer,
  ends_at timestamptz,
  -- Content of a private group: the public log leaves such actions out.
  private_content boolean NOT NULL DEFAULT false,
  -- true for the automatic hide at the report threshold (no moderator).
  automatic boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX moderation_actions_newest ON moderation_actions (created_at DESC, id DESC);
CREATE INDEX moderation_actions_target ON moderation_actions (target_type, target_id, created_at DESC);
CREATE INDEX moderation_actions_target_user ON moderation_actions (target_user_id);

-- One appeal per action.
CREATE TABLE moderation_appeals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action_id uuid NOT NULL UNIQUE REFERENCES moderation_actions (id) ON DELETE CASCADE,
  appellant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  note text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'granted', 'denied')),
  created_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE INDEX moderation_appeals_open ON moderation_appeals (created_at) WHERE status = 'open';

-- Blocks (both ways hidden) and mutes (the muter's feed only).
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked ON user_blocks (blocked_id, blocker_id);

CREATE TABLE user_mutes (
  muter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  muted_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (muter_id, muted_id),
  CHECK (muter_id <> muted_id)
);

ALTER TABLE notification_preferences ADD COLUMN safety_alert_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN safety_alert_email boolean NOT NULL DEFAULT true;
