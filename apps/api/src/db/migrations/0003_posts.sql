-- Posts, their images and comments (issue 5), and per-area post counters for the local feed
-- (decision 0008). Times are written by the application's clock, in whole milliseconds, so a
-- keyset cursor built from a JavaScript Date matches the stored value exactly.

CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (length(content) > 0),
  -- The author's area when the post was written: the feed groups posts by where they were written,
  -- and moving house does not move old posts.
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL DEFAULT '',
  location_state text NOT NULL DEFAULT '',
  location_country text NOT NULL DEFAULT '',
  comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- English stemming ("bikes" finds "bike"); the config is spelled out so the expression is immutable.
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content)) STORED
);

-- Everything newest first (the "rest of the world" bucket and the feed without a location). The
-- area columns are included so the bucket filter is answered from the index alone.
CREATE INDEX posts_newest ON posts (created_at DESC, id DESC)
  INCLUDE (location_country, location_state, location_city);
-- One city newest first (the city bucket, which skips the reader's own suburb).
CREATE INDEX posts_city_newest ON posts (location_country, location_state, location_city, created_at DESC, id DESC)
  INCLUDE (location_suburb);
-- One suburb newest first (the first bucket).
CREATE INDEX posts_suburb_newest
  ON posts (location_country, location_state, location_city, location_suburb, created_at DESC, id DESC);
-- A profile's posts newest first.
CREATE INDEX posts_author_newest ON posts (author_id, created_at DESC, id DESC);
CREATE INDEX posts_search ON posts USING gin (search_vector);

-- How many posts each area holds, kept in the same transaction as every post insert and delete,
-- so the feed's page total is a few indexed reads instead of count(*) over every post.
CREATE TABLE post_area_counts (
  location_country text NOT NULL,
  location_state text NOT NULL,
  location_city text NOT NULL,
  location_suburb text NOT NULL,
  posts_count bigint NOT NULL DEFAULT 0 CHECK (posts_count >= 0),
  PRIMARY KEY (location_country, location_state, location_city, location_suburb)
);

CREATE TABLE post_media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  -- Storage keys (lib/storage), not URLs: the public URL is derived when presenting.
  display_key text NOT NULL,
  thumbnail_key text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  UNIQUE (post_id, position)
);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (length(content) > 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX comments_post_newest ON comments (post_id, created_at DESC, id DESC);
CREATE INDEX comments_author_newest ON comments (author_id, created_at DESC, id DESC);
