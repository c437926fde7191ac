-- Private media (issue 21, decision 0022): photos of a private group's posts are served only to
-- URLs signed by the server. The signing secret is shared by every process through the database.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- /media/<key> asks whether a key belongs to a private group's post: one indexed lookup per key
-- (answers are cached per process: a key's privacy never changes).
CREATE INDEX post_media_display_key ON post_media (display_key);
CREATE INDEX post_media_thumbnail_key ON post_media (thumbnail_key);
