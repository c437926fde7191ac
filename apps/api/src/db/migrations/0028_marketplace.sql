-- The neighbour marketplace (issue 19, decision 0030).

CREATE TABLE marketplace_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  category text NOT NULL CHECK (category IN
    ('furniture', 'electronics', 'baby_kids', 'clothing', 'home_garden', 'tools', 'sports', 'vehicles',
     'free_stuff', 'other')),
  condition text NOT NULL CHECK (condition IN ('new', 'like_new', 'good', 'fair', 'for_parts')),
  -- Minor units of `currency` (cents); 0 is free. At most 1,000,000 major units (100,000,000 cents).
  price_minor bigint NOT NULL CHECK (price_minor BETWEEN 0 AND 100000000),
  -- The installation's currency when listed (CURRENCY, ISO 4217).
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Up to 6 photos in order: [{ "display": key, "thumbnail": key }], keys of lib/storage.
  photos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(photos) = 'array' AND jsonb_array_length(photos) <= 6),
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'reserved', 'sold', 'withdrawn')),
  -- The buyer it is reserved for, then sold to.
  buyer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reserved_at timestamptz,
  sold_at timestamptz,
  withdrawn_at timestamptz,
  -- The seller's area when listing (never coordinates).
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL DEFAULT '',
  location_state text NOT NULL DEFAULT '',
  location_country text NOT NULL DEFAULT '',
  -- Hidden by moderation: only the seller and moderators see it.
  hidden_at timestamptz,
  -- Set by the keyword-alert job once alerts went out: a job run twice notifies once.
  matched_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT marketplace_items_reserved_has_time CHECK (status NOT IN ('reserved', 'sold') OR reserved_at IS NOT NULL),
  CONSTRAINT marketplace_items_sold_has_time CHECK (status <> 'sold' OR sold_at IS NOT NULL)
);
-- Browse: one area's open items newest first; everything newest first (a caller with no location).
CREATE INDEX marketplace_items_area_open
  ON marketplace_items (location_country, location_state, location_city, created_at DESC, id DESC)
  WHERE status IN ('available', 'reserved');
CREATE INDEX marketplace_items_open_newest
  ON marketplace_items (created_at DESC, id DESC) WHERE status IN ('available', 'reserved');
-- 'Your listings'.
CREATE INDEX marketplace_items_seller ON marketplace_items (seller_id, created_at DESC, id DESC);
CREATE INDEX marketplace_items_buyer ON marketplace_items (buyer_id) WHERE buyer_id IS NOT NULL;

-- 'I'm interested': one row per buyer and item, so repeating it changes nothing.
CREATE TABLE marketplace_interests (
  item_id uuid NOT NULL REFERENCES marketplace_items (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (item_id, user_id)
);
CREATE INDEX marketplace_interests_user ON marketplace_interests (user_id);

-- '♡ Save'.
CREATE TABLE marketplace_saves (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id uuid NOT NULL REFERENCES marketplace_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX marketplace_saves_user_newest ON marketplace_saves (user_id, created_at DESC, item_id);
CREATE INDEX marketplace_saves_item ON marketplace_saves (item_id);

-- Organizations' active listings of an area, newest first (the browse list's second branch).
CREATE INDEX listings_active_newest ON listings (organization_id, created_at DESC, id DESC) WHERE active;

-- Marketplace notifications (interest, reservation) as their own preference, with push.
ALTER TABLE notification_preferences ADD COLUMN marketplace_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN marketplace_email boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN marketplace_push boolean NOT NULL DEFAULT true;
