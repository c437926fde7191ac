-- A member's number of posts in the neighbourhood feed (profiles, follow and unfollow answers), kept
-- by triggers on posts (decision 0034). Counting it on each read visited every post of the author:
-- follow ran at 26 requests a second for authors of 80,000 posts on PostgreSQL and at 4 on PGlite.
-- Triggers rather than application code, so no way of writing or deleting posts (a post, a group's
-- deletion, an account's, moderation) can leave the count behind. Inserts and deletes are counted
-- per statement from their transition tables, so a bulk insert or an account's deletion is one
-- update per author; a post moving in or out of the feed (its group's visibility) per row.
CREATE TABLE user_post_counts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  posts_count integer NOT NULL DEFAULT 0
);

CREATE FUNCTION user_post_counts_apply(author uuid, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_post_counts AS c (user_id, posts_count) VALUES (author, greatest(0, delta))
  ON CONFLICT (user_id) DO UPDATE SET posts_count = greatest(0, c.posts_count + delta);
END;
$$;

CREATE FUNCTION user_post_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_post_counts AS c (user_id, posts_count)
  SELECT author_id, count(*) FROM inserted_posts WHERE local GROUP BY author_id
  ON CONFLICT (user_id) DO UPDATE SET posts_count = c.posts_count + EXCLUDED.posts_count;
  RETURN NULL;
END;
$$;
CREATE TRIGGER posts_user_counts_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS inserted_posts
  FOR EACH STATEMENT EXECUTE FUNCTION user_post_counts_inserted();

CREATE FUNCTION user_post_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_post_counts AS c SET posts_count = greatest(0, c.posts_count - gone.n)
  FROM (SELECT author_id, count(*) AS n FROM deleted_posts WHERE local GROUP BY author_id) AS gone
  WHERE c.user_id = gone.author_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER posts_user_counts_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS deleted_posts
  FOR EACH STATEMENT EXECUTE FUNCTION user_post_counts_deleted();

CREATE FUNCTION user_post_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.local THEN PERFORM user_post_counts_apply(OLD.author_id, -1); END IF;
  IF NEW.local THEN PERFORM user_post_counts_apply(NEW.author_id, 1); END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER posts_user_counts_update AFTER UPDATE OF local, author_id ON posts
  FOR EACH ROW WHEN (OLD.local IS DISTINCT FROM NEW.local OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION user_post_counts_moved();

INSERT INTO user_post_counts (user_id, posts_count)
SELECT author_id, count(*) FROM posts WHERE local GROUP BY author_id;
