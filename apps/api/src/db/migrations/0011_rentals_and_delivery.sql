-- Rentals board, keyword alerts and notification delivery (issue 8, decision 0012).

-- A durable job queue (lib/jobs): written in the same transaction as the event it follows, so it
-- exists exactly when the event does, and picked up after a restart or by another process.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE failed_at IS NULL;

CREATE TABLE rental_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requester_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_name text NOT NULL,
  description text NOT NULL,
  duration text NOT NULL,
  -- Storage keys (lib/storage) of the display and thumbnail versions of the photo.
  image_key text,
  image_thumbnail_key text,
  -- False when the photo is media stored for something else (JSON imageUrl): never deleted with the request.
  image_owned boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'completed')),
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  accepted_at timestamptz,
  completed_at timestamptz,
  -- The requester's area when posting (never coordinates).
  location_suburb text NOT NULL DEFAULT '',
  location_city text NOT NULL DEFAULT '',
  location_state text NOT NULL DEFAULT '',
  location_country text NOT NULL DEFAULT '',
  -- Set by the matching job once keyword alerts went out: a job run twice notifies once.
  matched_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT rental_requests_image_keys_together CHECK ((image_key IS NULL) = (image_thumbnail_key IS NULL)),
  CONSTRAINT rental_requests_accepted_has_lender CHECK (status = 'open' OR accepted_at IS NOT NULL)
);
-- The board: one area newest first, everything newest first, and one person's requests.
CREATE INDEX rental_requests_area_newest
  ON rental_requests (location_country, location_state, location_city, created_at DESC, id DESC);
CREATE INDEX rental_requests_newest ON rental_requests (created_at DESC, id DESC);
CREATE INDEX rental_requests_requester ON rental_requests (requester_id, created_at DESC);
CREATE INDEX rental_requests_lender ON rental_requests (accepted_by) WHERE accepted_by IS NOT NULL;

-- "Notify me when…": `match_key` is the keyword normalised like request text (lower-case words,
-- each reduced to a simple singular, joined by one space); matching looks keys up by equality.
CREATE TABLE rental_keywords (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  keyword text NOT NULL,
  match_key text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX rental_keywords_user_keyword ON rental_keywords (user_id, lower(keyword));
CREATE INDEX rental_keywords_user_newest ON rental_keywords (user_id, created_at DESC, id DESC);
CREATE INDEX rental_keywords_match ON rental_keywords (match_key, user_id);

-- Tickets for the notification stream (EventSource cannot send headers): single use, short-lived,
-- stored hashed so any API process can redeem them.
CREATE TABLE stream_tickets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
