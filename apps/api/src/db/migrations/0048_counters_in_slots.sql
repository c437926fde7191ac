-- The feed's post counters are kept in a few rows per area and per author, not one (issue 40,
-- decision 0095). Every post of a suburb added one to the same post_area_counts row, and every post
-- of an author to the same user_post_counts row: each waited for the one before it to commit,
-- its WAL flushed, before it could take the row. A connection now counts in its own slot,
-- `pg_backend_pid() % 8`, and a count is the sum of its slots. A slot may go below zero (a post
-- counted in one slot and taken away in another); the sum may not, and readers clamp it at zero
-- as the single row used to be clamped.

-- The slot a connection counts in: the default of both tables' slot column, so every insert and
-- upsert that names no slot takes its own connection's.
CREATE FUNCTION counter_slot() RETURNS smallint
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$ SELECT (pg_backend_pid() % 8)::smallint $$;

ALTER TABLE post_area_counts DROP CONSTRAINT post_area_counts_posts_count_check;
ALTER TABLE post_area_counts ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE post_area_counts ALTER COLUMN slot SET DEFAULT counter_slot();
ALTER TABLE post_area_counts DROP CONSTRAINT post_area_counts_pkey;
ALTER TABLE post_area_counts
  ADD PRIMARY KEY (location_country, location_state, location_city, location_suburb, slot);

ALTER TABLE user_post_counts ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE user_post_counts ALTER COLUMN slot SET DEFAULT counter_slot();
ALTER TABLE user_post_counts DROP CONSTRAINT user_post_counts_pkey;
ALTER TABLE user_post_counts ADD PRIMARY KEY (user_id, slot);

-- An area's slot as its new absolute value, the slot named (a notice applied twice, or late, is
-- still right: one slot's changes commit one after another, as the area's did).
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
      CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE area.posts_count END, area.slot)::text);
  END LOOP;
  RETURN NULL;
END;
$$;

-- The author's counter moves in the connection's slot, up or down.
CREATE OR REPLACE FUNCTION user_post_counts_apply(author uuid, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_post_counts AS c (user_id, posts_count) VALUES (author, delta)
  ON CONFLICT (user_id, slot) DO UPDATE SET posts_count = c.posts_count + delta;
END;
$$;

CREATE OR REPLACE FUNCTION user_post_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_post_counts AS c (user_id, posts_count)
  SELECT author_id, count(*) FROM inserted_posts WHERE local GROUP BY author_id
  ON CONFLICT (user_id, slot) DO UPDATE SET posts_count = c.posts_count + EXCLUDED.posts_count;
  RETURN NULL;
END;
$$;

-- Posts deleted leave their authors' counters; not an author deleted in the same statement (the
-- account's deletion cascading to its posts), whose counter rows go with it.
CREATE OR REPLACE FUNCTION user_post_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_post_counts AS c (user_id, posts_count)
  SELECT author_id, -count(*) FROM deleted_posts
  WHERE local AND EXISTS (SELECT 1 FROM users WHERE users.id = deleted_posts.author_id)
  GROUP BY author_id
  ON CONFLICT (user_id, slot) DO UPDATE SET posts_count = c.posts_count + EXCLUDED.posts_count;
  RETURN NULL;
END;
$$;
