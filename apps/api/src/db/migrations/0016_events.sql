-- Events and calendar feeds (issue 16, decision 0019).

-- Who may create a group's events: every member, or owners and admins only.
ALTER TABLE groups ADD COLUMN event_creators text NOT NULL DEFAULT 'members'
  CHECK (event_creators IN ('members', 'admins'));

CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The person who created it (an organization's owner account for an organization's event).
  organizer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  group_id uuid REFERENCES groups (id) ON DELETE CASCADE,
  visibility text NOT NULL CHECK (visibility IN ('neighbourhood', 'group')),
  -- Readable by anyone signed in (not a private group's), fixed at creation like the group's visibility.
  open boolean NOT NULL,
  -- Shown in the area's calendar: open and of the neighbourhood.
  listed boolean NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  -- The IANA zone the organizer planned in (all-day dates are read in it).
  time_zone text NOT NULL,
  -- Typed by the organizer; never derived from anyone's home.
  place_name text NOT NULL,
  place_address text NOT NULL DEFAULT '',
  capacity integer CHECK (capacity IS NULL OR capacity > 0),
  cover_display_key text,
  cover_thumbnail_key text,
  cover_width integer,
  cover_height integer,
  -- The area it is shown in: the organizer's, the organization's or the group's, at creation.
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL DEFAULT '',
  location_state text NOT NULL DEFAULT '',
  location_country text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  -- RFC 5545 SEQUENCE: raised on every change.
  sequence integer NOT NULL DEFAULT 0,
  -- Seated 'going' answers, kept under the event row's lock (the organizer is not counted).
  going_count integer NOT NULL DEFAULT 0 CHECK (going_count >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX events_area_upcoming
  ON events (location_country, location_state, location_city, ends_at) WHERE listed;
CREATE INDEX events_group ON events (group_id, ends_at) WHERE group_id IS NOT NULL;
CREATE INDEX events_organization ON events (organization_id, ends_at) WHERE organization_id IS NOT NULL;
CREATE INDEX events_organizer ON events (organizer_id, ends_at);

-- One answer per person and event; 'going' beyond the capacity waits in order.
CREATE TABLE event_rsvps (
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('going', 'interested', 'not_going')),
  waitlisted boolean NOT NULL DEFAULT false,
  -- The place in the waitlist (when they answered 'going' without a seat).
  waitlisted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, user_id),
  CHECK (NOT waitlisted OR status = 'going')
);
CREATE INDEX event_rsvps_user ON event_rsvps (user_id, event_id) INCLUDE (status);
CREATE INDEX event_rsvps_waitlist ON event_rsvps (event_id, waitlisted_at, user_id) WHERE waitlisted;

-- Reminders sent, one row per person, reminder and start time: a re-run job or a second job for
-- the same start sends nothing twice; a moved start is a new start.
CREATE TABLE event_reminders_sent (
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reminder text NOT NULL CHECK (reminder IN ('day', 'hour')),
  starts_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, user_id, reminder, starts_at)
);
CREATE INDEX event_reminders_sent_user ON event_reminders_sent (user_id);

-- A person's personal calendar feed: a random secret in the URL, replaced when rotated.
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

ALTER TABLE notification_preferences ADD COLUMN event_update_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN event_update_email boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN event_reminder_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN event_reminder_email boolean NOT NULL DEFAULT true;
