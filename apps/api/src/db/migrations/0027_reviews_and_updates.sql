-- Reviews and ratings, and organization updates (issue 19, decision 0029).

-- The rating aggregate lives on the organization row, moved under the row's lock in the
-- transaction that writes a review (never aggregated per request). The average is generated from
-- the sum and the count, so it can never disagree with them, and the directory's rating sort is
-- one index.
ALTER TABLE organizations ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0);
ALTER TABLE organizations ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);
ALTER TABLE organizations ADD COLUMN rating_average numeric(4, 3)
  GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 3) END) STORED;
-- Discover's 'rating' sort: best first, then more reviews, then by name (unrated last).
CREATE INDEX organizations_rating
  ON organizations (rating_average DESC NULLS LAST, rating_count DESC, business_name, id);

-- One review per neighbour per organization (editing replaces it).
CREATE TABLE organization_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '',
  -- 'Helpful' votes, moved under the review's row lock with each vote.
  helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
  -- The organization's one public reply.
  reply_text text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Hidden by moderation: out of the average and of every list but its author's view.
  hidden_at timestamptz,
  CONSTRAINT organization_reviews_reply_together CHECK ((reply_text IS NULL) = (replied_at IS NULL))
);
CREATE UNIQUE INDEX organization_reviews_one_per_author ON organization_reviews (organization_id, author_id);
CREATE INDEX organization_reviews_newest ON organization_reviews (organization_id, updated_at DESC, id DESC);
CREATE INDEX organization_reviews_helpful
  ON organization_reviews (organization_id, helpful_count DESC, updated_at DESC, id DESC);
CREATE INDEX organization_reviews_author ON organization_reviews (author_id);

CREATE TABLE organization_review_helpful (
  review_id uuid NOT NULL REFERENCES organization_reviews (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX organization_review_helpful_user ON organization_review_helpful (user_id);

-- Organization updates are posts written by the organization's account (so the home feed, its
-- indexes, counters, reactions and comments serve them unchanged), marked with the organization.
ALTER TABLE posts ADD COLUMN organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE;
ALTER TABLE posts ADD COLUMN offer_ends_at timestamptz;
CREATE INDEX posts_organization_newest ON posts (organization_id, created_at DESC, id DESC)
  WHERE organization_id IS NOT NULL;

-- Reach: who was shown an update (one row per update and neighbour; the web reports what it showed).
CREATE TABLE organization_update_views (
  post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX organization_update_views_user ON organization_update_views (user_id);
