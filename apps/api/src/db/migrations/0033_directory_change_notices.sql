-- Directory pages are kept per process and shared by viewers, cut per viewer (decision 0039), as
-- feed pages are (migration 0032). Every change to what a kept directory page shows announces
-- 'schema:directory' on the channel of migration 0031, whichever process, command-line tool or
-- hand-written statement made it:
--   organizations                 its fields, rating, hiding, area (its order and tiers), deletion;
--   follows                       an organization's followers count;
--   listings                      an organization's count of active listings;
--   organization_search_words,
--   organization_search_postings,
--   organization_area_counts      what search and nearest-first read (kept by organizations'
--                                 triggers; a change by hand counts too).
-- Identical notices in one transaction are sent once: a statement-level trigger costs a bulk
-- write one notice.
CREATE TRIGGER organizations_directory_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('directory');
CREATE TRIGGER follows_directory_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON follows
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('directory');
CREATE TRIGGER listings_directory_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('directory');
CREATE TRIGGER organization_search_words_directory_notice
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_search_words
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('directory');
CREATE TRIGGER organization_search_postings_directory_notice
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_search_postings
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('directory');
CREATE TRIGGER organization_area_counts_directory_notice
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_area_counts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('directory');

-- A session now carries its user's rounded coordinates too (the directory's nearest-first order),
-- so a change of them ends what the session cache kept for the user, as a change of area does.
DROP TRIGGER users_change_notice ON users;
CREATE TRIGGER users_change_notice AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role
        OR OLD.account_type IS DISTINCT FROM NEW.account_type
        OR OLD.banned_at IS DISTINCT FROM NEW.banned_at
        OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until
        OR OLD.location_suburb IS DISTINCT FROM NEW.location_suburb
        OR OLD.location_city IS DISTINCT FROM NEW.location_city
        OR OLD.location_state IS DISTINCT FROM NEW.location_state
        OR OLD.location_country IS DISTINCT FROM NEW.location_country
        OR OLD.location_lat IS DISTINCT FROM NEW.location_lat
        OR OLD.location_lng IS DISTINCT FROM NEW.location_lng)
  EXECUTE FUNCTION session_change_notice();
