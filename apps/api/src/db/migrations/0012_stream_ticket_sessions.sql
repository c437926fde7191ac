-- A stream opened with a ticket belongs to the session that asked for the ticket, so that it ends
-- when that session ends (logout, password change or reset, account deletion). Tickets live 30 s:
-- the outstanding ones are simply dropped.
DELETE FROM stream_tickets;
ALTER TABLE stream_tickets
  ADD COLUMN session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
