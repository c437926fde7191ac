-- Organization insights (issue 43, decision 0079): daily counts of what no table keeps. A view of an
-- organization's page or listings, and a follower lost, move one row per organization, day and
-- metric by one (INSERT … ON CONFLICT DO UPDATE SET value = value + 1): who viewed is never stored.
-- `day` is the day in the installation's time zone (DEFAULT_TIME_ZONE) when it was counted.
CREATE TABLE organization_daily_counts (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  metric text NOT NULL CHECK (metric IN ('page_views', 'listing_views', 'followers_lost')),
  value integer NOT NULL CHECK (value >= 0),
  PRIMARY KEY (organization_id, day, metric)
);

-- The rest is read from the tables that already hold it, by the day of `created_at`; these indexes
-- let GET /organization/me/insights read one organization's last 90 days without scanning.
-- Followers gained: the follows of the organization's account, by when they began.
CREATE INDEX follows_followee_created ON follows (followee_id, created_at);
-- Reviews and the rating's trend.
CREATE INDEX organization_reviews_created ON organization_reviews (organization_id, created_at);
-- Update views: when each neighbour was first shown each update (the reach of decision 0029).
CREATE INDEX organization_update_views_post_created ON organization_update_views (post_id, created_at);
-- Messages received, through the account's conversations.
CREATE INDEX messages_conversation_created ON messages (conversation_id, created_at);
