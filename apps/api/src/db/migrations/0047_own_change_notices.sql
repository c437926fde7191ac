-- A change notice reaches the connection that caused it without every pooled connection listening
-- (issue 40, decision 0094). Decision 0035 had each process hear its own changes before their
-- statement completed by having every connection of its pool LISTEN. PostgreSQL signals every
-- listening backend of a database on every NOTIFY, whatever the channel: with a pool of ten and
-- the app's two listeners, a post woke twelve backends per process, and each sent the process its
-- copy to be read and dropped. Now only each process's own listener connections listen (other
-- processes' changes); the connection that made a change hears it from the trigger itself, as a
-- NOTICE (SQLSTATE OH002, the payload as message), which the server applies once the transaction
-- has committed (db/own-change-notices.ts). Only a connection that asks for them gets them: the
-- server's pool sets ourhood.own_notices = on; consoles, tools and the embedded database (which
-- hears its own NOTIFY) do not.

CREATE FUNCTION change_notice(payload text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ourhood_session_changes', payload);
  IF current_setting('ourhood.own_notices', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = payload, ERRCODE = 'OH002';
  END IF;
END;
$$;

CREATE OR REPLACE FUNCTION session_change_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    changed := OLD.user_id;
  ELSE
    changed := OLD.id;
  END IF;
  PERFORM change_notice(TG_TABLE_SCHEMA || ':' || changed::text);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION feed_change_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_notice(TG_TABLE_SCHEMA || ':' || TG_ARGV[0]);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION feed_post_notices(changed uuid[], schema_name text, kind text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL THEN
    RETURN;
  END IF;
  IF array_length(changed, 1) > 20 THEN
    PERFORM change_notice(schema_name || ':feed');
    RETURN;
  END IF;
  FOR i IN 1 .. array_length(changed, 1) LOOP
    PERFORM change_notice(schema_name || ':' || kind || ':' || changed[i]);
  END LOOP;
END;
$$;

CREATE OR REPLACE FUNCTION feed_area_count_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  area record;
  changed integer;
BEGIN
  SELECT count(*) INTO changed FROM changed_rows;
  IF changed > 20 THEN
    PERFORM change_notice(TG_TABLE_SCHEMA || ':feed');
    RETURN NULL;
  END IF;
  FOR area IN SELECT * FROM changed_rows LOOP
    PERFORM change_notice(TG_TABLE_SCHEMA || ':area-count:' || json_build_array(
      area.location_country, area.location_state, area.location_city, area.location_suburb,
      CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE area.posts_count END)::text);
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION feed_reader_notice_for(schema_name text, table_name text, changed jsonb) RETURNS void
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
    PERFORM change_notice(schema_name || ':reader:' || reader);
  END LOOP;
END;
$$;
