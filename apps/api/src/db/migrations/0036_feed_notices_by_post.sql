-- Feed pages take changes in rather than being forgotten (issue 40, decision 0071). Migration 0032
-- announced every write to posts, comments, images, mentions and area counters as one 'schema:feed'
-- notice, and every process forgot every kept page on it: a neighbourhood where people write was
-- read from scratch. Now a change says what it changed:
--   'schema:post-new:<id>'     a post was written: pages where it belongs take it in;
--   'schema:post:<id>'         a post's row, comments, images or mentions changed: pages holding it
--                              read that one row again;
--   'schema:area-count:<json>' an area's post counter is now [country, state, city, suburb, count];
-- with 'schema:feed' still for what touches every page (a post deleted, a name or picture, a group
-- or organization renamed) and for statements that change many rows at once
-- (more than 20 rows: a seed, an account's posts deleted), where one notice to forget all is
-- cheaper than many.
-- Statement-level triggers with transition tables: one trigger call per statement, and identical
-- notices in one transaction are sent once.

DROP TRIGGER posts_feed_notice ON posts;
DROP TRIGGER comments_feed_notice ON comments;
DROP TRIGGER post_media_feed_notice ON post_media;
DROP TRIGGER post_mentions_feed_notice ON post_mentions;
DROP TRIGGER post_area_counts_feed_notice ON post_area_counts;

-- The posts a statement changed, as 'post-new:' or 'post:' notices (TG_ARGV[0]); 'feed' when there
-- are more than 20. Two functions with static SQL (planned once per session), one per column name.
CREATE FUNCTION feed_post_notices(changed uuid[], schema_name text, kind text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL THEN
    RETURN;
  END IF;
  IF array_length(changed, 1) > 20 THEN
    PERFORM pg_notify('ourhood_session_changes', schema_name || ':feed');
    RETURN;
  END IF;
  FOR i IN 1 .. array_length(changed, 1) LOOP
    PERFORM pg_notify('ourhood_session_changes', schema_name || ':' || kind || ':' || changed[i]);
  END LOOP;
END;
$$;

-- Rows of `posts` (their id).
CREATE FUNCTION feed_post_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_post_notices((SELECT array_agg(DISTINCT id) FROM changed_rows), TG_TABLE_SCHEMA, TG_ARGV[0]);
  RETURN NULL;
END;
$$;

-- Rows shown with a post (comments, images, mentions: their post_id).
CREATE FUNCTION feed_post_part_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_post_notices((SELECT array_agg(DISTINCT post_id) FROM changed_rows), TG_TABLE_SCHEMA, TG_ARGV[0]);
  RETURN NULL;
END;
$$;

CREATE TRIGGER posts_insert_feed_notice AFTER INSERT ON posts
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_notice('post-new');
CREATE TRIGGER posts_update_feed_notice AFTER UPDATE ON posts
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_notice('post');
CREATE TRIGGER posts_delete_feed_notice AFTER DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');

-- Comments, images and mentions are shown with their post: its row is read again.
CREATE TRIGGER comments_insert_feed_notice AFTER INSERT ON comments
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER comments_update_feed_notice AFTER UPDATE ON comments
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER comments_delete_feed_notice AFTER DELETE ON comments
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER comments_truncate_feed_notice AFTER TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');

CREATE TRIGGER post_media_insert_feed_notice AFTER INSERT ON post_media
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER post_media_update_feed_notice AFTER UPDATE ON post_media
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER post_media_delete_feed_notice AFTER DELETE ON post_media
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER post_media_truncate_feed_notice AFTER TRUNCATE ON post_media
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');

CREATE TRIGGER post_mentions_insert_feed_notice AFTER INSERT ON post_mentions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER post_mentions_update_feed_notice AFTER UPDATE ON post_mentions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER post_mentions_delete_feed_notice AFTER DELETE ON post_mentions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_post_part_notice('post');
CREATE TRIGGER post_mentions_truncate_feed_notice AFTER TRUNCATE ON post_mentions
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');

-- An area's counter, as its new absolute value (a notice applied twice, or late, is still right);
-- 'feed' for statements that change more than 20 (every process reads the counters again).
CREATE FUNCTION feed_area_count_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  area record;
  changed integer;
BEGIN
  SELECT count(*) INTO changed FROM changed_rows;
  IF changed > 20 THEN
    PERFORM pg_notify('ourhood_session_changes', TG_TABLE_SCHEMA || ':feed');
    RETURN NULL;
  END IF;
  FOR area IN SELECT * FROM changed_rows LOOP
    PERFORM pg_notify('ourhood_session_changes', TG_TABLE_SCHEMA || ':area-count:' || json_build_array(
      area.location_country, area.location_state, area.location_city, area.location_suburb,
      CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE area.posts_count END)::text);
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE TRIGGER post_area_counts_insert_notice AFTER INSERT ON post_area_counts
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_area_count_notice();
CREATE TRIGGER post_area_counts_update_notice AFTER UPDATE ON post_area_counts
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_area_count_notice();
CREATE TRIGGER post_area_counts_delete_notice AFTER DELETE ON post_area_counts
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_area_count_notice();
CREATE TRIGGER post_area_counts_truncate_notice AFTER TRUNCATE ON post_area_counts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
