-- Feed pages are kept per process and shared by readers, cut per reader (decision 0037). Every
-- change to what a kept page shows announces itself on the channel of migration 0031, so no code
-- path can forget to (a NOTIFY goes out at commit to every listening process; a connection that
-- listens hears its own notices before its statement completes):
--   'schema:feed'          what a page shows changed (posts, their images, mentions, comments,
--                          counters, an author's, group's or organization's name or picture);
--   'schema:reader:user'   what is cut per reader changed for that user (blocks either way, mutes,
--                          their reactions);
--   'schema:readers'       the same for every reader (a TRUNCATE names no user).
-- Identical notices in one transaction are sent once, so a statement-level trigger costs a bulk
-- write one notice.
-- 'schema:feed' or 'schema:readers', as the trigger's argument says.
CREATE FUNCTION feed_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ourhood_session_changes', TG_TABLE_SCHEMA || ':' || TG_ARGV[0]);
  RETURN NULL;
END;
$$;

-- The users whose cut one row of user_blocks, user_mutes or post_reactions concerns.
CREATE FUNCTION feed_reader_notice_for(schema_name text, table_name text, changed jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  reader text;
BEGIN
  FOR reader IN
    SELECT value FROM jsonb_each_text(changed)
    WHERE key = ANY (CASE table_name
      WHEN 'user_blocks' THEN ARRAY['blocker_id', 'blocked_id']
      WHEN 'user_mutes' THEN ARRAY['muter_id']
      ELSE ARRAY['user_id'] END)
  LOOP
    PERFORM pg_notify('ourhood_session_changes', schema_name || ':reader:' || reader);
  END LOOP;
END;
$$;

-- The row after the change and before it: an update that moves a row to other users concerns both.
CREATE FUNCTION feed_reader_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM feed_reader_notice_for(TG_TABLE_SCHEMA, TG_TABLE_NAME, to_jsonb(NEW));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM feed_reader_notice_for(TG_TABLE_SCHEMA, TG_TABLE_NAME, to_jsonb(OLD));
  END IF;
  RETURN NULL;
END;
$$;

-- What a page shows: any write, and a TRUNCATE (which fires no row or statement trigger of its own kind).
CREATE TRIGGER posts_feed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER post_media_feed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_media
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER post_mentions_feed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_mentions
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER comments_feed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER post_area_counts_feed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_area_counts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
-- Names and pictures shown beside posts and comments; not the columns written on every visit (seen_at).
CREATE TRIGGER users_feed_notice AFTER UPDATE OF first_name, last_name, avatar_thumbnail_key ON users
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER users_delete_feed_notice AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER groups_feed_notice AFTER UPDATE OF name, visibility OR DELETE OR TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');
CREATE TRIGGER organizations_feed_notice
  AFTER UPDATE OF business_name, logo_thumbnail_key OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('feed');

-- What is cut per reader.
CREATE TRIGGER user_blocks_reader_notice AFTER INSERT OR UPDATE OR DELETE ON user_blocks
  FOR EACH ROW EXECUTE FUNCTION feed_reader_change_notice();
CREATE TRIGGER user_mutes_reader_notice AFTER INSERT OR UPDATE OR DELETE ON user_mutes
  FOR EACH ROW EXECUTE FUNCTION feed_reader_change_notice();
CREATE TRIGGER post_reactions_reader_notice AFTER INSERT OR UPDATE OR DELETE ON post_reactions
  FOR EACH ROW EXECUTE FUNCTION feed_reader_change_notice();
-- A TRUNCATE of these names no user: every reader's cut is forgotten.
CREATE TRIGGER user_blocks_truncate_notice AFTER TRUNCATE ON user_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('readers');
CREATE TRIGGER user_mutes_truncate_notice AFTER TRUNCATE ON user_mutes
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('readers');
CREATE TRIGGER post_reactions_truncate_notice AFTER TRUNCATE ON post_reactions
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('readers');
