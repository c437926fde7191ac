-- Organizations (issue 7): business profiles, listings, interest in listings, and the generic
-- in-app notifications table every feature writes to (decision 0011).

-- Contact fields are stored whatever the visibility; the public view blanks the private ones.
ALTER TABLE organizations ADD COLUMN contact_email_public boolean NOT NULL DEFAULT true;
ALTER TABLE organizations ADD COLUMN contact_phone_public boolean NOT NULL DEFAULT true;
-- Storage keys (lib/storage) of the display and thumbnail versions of the logo and cover.
ALTER TABLE organizations ADD COLUMN logo_key text;
ALTER TABLE organizations ADD COLUMN logo_thumbnail_key text;
ALTER TABLE organizations ADD COLUMN cover_key text;
ALTER TABLE organizations ADD COLUMN cover_thumbnail_key text;
ALTER TABLE organizations ADD CONSTRAINT organizations_logo_keys_together
  CHECK ((logo_key IS NULL) = (logo_thumbnail_key IS NULL));
ALTER TABLE organizations ADD CONSTRAINT organizations_cover_keys_together
  CHECK ((cover_key IS NULL) = (cover_thumbnail_key IS NULL));
-- Null means "not set" (the contract's EMPTY_OPENING_HOURS).
ALTER TABLE organizations ADD COLUMN opening_hours jsonb;
-- The resolved area only, and coordinates rounded to about 1 km (decision 0006), like users.
ALTER TABLE organizations ADD COLUMN location_suburb text NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN location_city text NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN location_state text NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN location_country text NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN location_lat double precision;
ALTER TABLE organizations ADD COLUMN location_lng double precision;

-- Directory search: one lower-cased document per organization, indexed for pg_trgm's % and <%
-- operators (typo-tolerant, case-insensitive). The expression must match the repository's.
CREATE INDEX organizations_search_trgm ON organizations USING gin (
  (lower(business_name || ' ' || category || ' ' || description || ' ' || city || ' ' || location_city))
  gin_trgm_ops
);
CREATE INDEX organizations_name_trgm ON organizations USING gin (lower(business_name) gin_trgm_ops);

CREATE TABLE listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Null is free.
  price_cents integer CHECK (price_cents IS NULL OR price_cents >= 0),
  photo_key text,
  photo_thumbnail_key text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT listings_photo_keys_together CHECK ((photo_key IS NULL) = (photo_thumbnail_key IS NULL))
);
CREATE INDEX listings_organization_newest ON listings (organization_id, created_at DESC, id DESC);

-- "I'm interested" by a neighbour; one row per pair, so repeating it changes nothing.
CREATE TABLE listing_interests (
  listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (listing_id, user_id)
);
CREATE INDEX listing_interests_user ON listing_interests (user_id);

-- In-app notifications of every feature. The subject is denormalised (type, id, title) so a
-- notification still reads well after its subject is gone.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  actor_id uuid REFERENCES users (id) ON DELETE CASCADE,
  subject_type text,
  subject_id uuid,
  subject_title text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_recipient_newest ON notifications (recipient_id, created_at DESC, id DESC);
CREATE INDEX notifications_recipient_unread ON notifications (recipient_id) WHERE read_at IS NULL;
