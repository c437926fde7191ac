-- Photos sent ahead of their post (issue 40, decision 0089). The upload is kept as it came
-- (original_key, never served) while a job makes its display and thumbnail versions; a post then
-- takes the ready uploads by id and the rows go. Rows not posted within a day are deleted with
-- their files by a job queued with them.
CREATE TABLE photo_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- One of the owner's MAX_WAITING_UPLOADS (20) places: the unique pair holds the limit however
  -- many uploads arrive at once, in one statement without a lock (photo-uploads-repository.ts).
  slot smallint NOT NULL CHECK (slot >= 0 AND slot < 20),
  state text NOT NULL DEFAULT 'processing' CHECK (state IN ('processing', 'ready', 'failed')),
  original_key text NULL,
  display_key text NULL,
  thumbnail_key text NULL,
  width integer NULL,
  height integer NULL,
  -- Why the photo could not be used, as the image pipeline said it (English; translated when read).
  failure text NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (state <> 'ready' OR (display_key IS NOT NULL AND thumbnail_key IS NOT NULL AND width > 0 AND height > 0))
);

-- An account's waiting uploads: their places (the limit), the account's deletion.
CREATE UNIQUE INDEX photo_uploads_owner_slot ON photo_uploads (owner_id, slot);
-- /media/ asks whether a key is a waiting upload's (it is then private to its owner).
CREATE INDEX photo_uploads_display_key ON photo_uploads (display_key);
CREATE INDEX photo_uploads_thumbnail_key ON photo_uploads (thumbnail_key);

-- Fails the statement that calls it, and so undoes everything that statement wrote, unless `ok`:
-- a post takes its uploads and is written in one statement, and must take all of them or none
-- (insert-neighbourhood-post.ts). SQLSTATE OH001 tells the caller which check failed.
CREATE FUNCTION fail_unless(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION USING ERRCODE = 'OH001', MESSAGE = reason;
  END IF;
  RETURN true;
END;
$$;
