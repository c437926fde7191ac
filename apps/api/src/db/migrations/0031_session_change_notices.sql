-- Every change that can end a session or change what a session carries (its user's role, account
-- type, area, ban or suspension; the session's revocation, expiry or deletion, the account's
-- deletion) announces the user on the `ourhood_session_changes` channel as 'schema:user id'
-- (decision 0035). Each API process keeps the sessions it looked up recently and forgets a user's
-- on this notice: a NOTIFY is sent at commit, to every process listening, whichever process,
-- command-line tool or hand-written statement made the change, so no code path can forget to.
-- A connection that listens hears its own notices before its statement completes.
-- The schema (the table's) is in the payload: several apps may share a database (tests).
CREATE FUNCTION session_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    changed := OLD.user_id;
  ELSE
    changed := OLD.id;
  END IF;
  PERFORM pg_notify('ourhood_session_changes', TG_TABLE_SCHEMA || ':' || changed::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_change_notice AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
        OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.user_id IS DISTINCT FROM NEW.user_id
        OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION session_change_notice();
CREATE TRIGGER sessions_delete_notice AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();

CREATE TRIGGER users_change_notice AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role
        OR OLD.account_type IS DISTINCT FROM NEW.account_type
        OR OLD.banned_at IS DISTINCT FROM NEW.banned_at
        OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until
        OR OLD.location_suburb IS DISTINCT FROM NEW.location_suburb
        OR OLD.location_city IS DISTINCT FROM NEW.location_city
        OR OLD.location_state IS DISTINCT FROM NEW.location_state
        OR OLD.location_country IS DISTINCT FROM NEW.location_country)
  EXECUTE FUNCTION session_change_notice();
CREATE TRIGGER users_delete_notice AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();
