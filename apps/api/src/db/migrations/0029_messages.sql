-- Direct messages (issue 20, decision 0031): one conversation per pair of accounts, its two
-- members' read positions, and its messages in one order (`seq`, taken under the conversation's
-- row lock) that both sides see.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The two accounts' ids, smaller first, joined by ':': one conversation per pair, ever (kept
  -- after an account is deleted, whose id never comes back).
  pair_key text NOT NULL UNIQUE,
  -- Who wrote first (a request waits for the other's answer); null once that account is deleted.
  starter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('request', 'accepted', 'declined')),
  -- What it is about (a rental request, a marketplace item): the kind, its id and its title then.
  subject_type text,
  subject_id uuid,
  subject_title text,
  last_seq bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT conversations_subject_together CHECK ((subject_type IS NULL) = (subject_id IS NULL))
);
-- The 30-new-conversations-a-day limit counts these.
CREATE INDEX conversations_starter_created ON conversations (starter_id, created_at) WHERE starter_id IS NOT NULL;

-- A member's row goes with their account: the other side's stays, and the conversation with it.
CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The last message this member has read (their read receipt), by `seq`.
  last_read_seq bigint NOT NULL DEFAULT 0,
  -- The last e-mail about this conversation (at most one an hour).
  last_emailed_at timestamptz,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_members_user ON conversation_members (user_id, conversation_id);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  -- Null once the sender's account is deleted ('Deleted account').
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  deleted_at timestamptz,
  -- Hidden by moderation (reports).
  hidden_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT messages_body_length CHECK (char_length(body) <= 4000),
  UNIQUE (conversation_id, seq)
);
CREATE INDEX messages_sender ON messages (sender_id) WHERE sender_id IS NOT NULL;

-- Photos of a message, through the image pipeline; private (signed URLs) like a private group's.
CREATE TABLE message_media (
  message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  display_key text NOT NULL,
  thumbnail_key text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  PRIMARY KEY (message_id, position)
);
CREATE INDEX message_media_display_key ON message_media (display_key);
CREATE INDEX message_media_thumbnail_key ON message_media (thumbnail_key);

-- Presence, for 'has not been online for 10 minutes': written by an open notification stream
-- when it opens, every few minutes while open and when it closes (never per request).
ALTER TABLE users ADD COLUMN seen_at timestamptz;

ALTER TABLE notification_preferences ADD COLUMN message_in_app boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN message_email boolean NOT NULL DEFAULT true;
ALTER TABLE notification_preferences ADD COLUMN message_push boolean NOT NULL DEFAULT true;
