-- The map keeps the events, items, rentals and alerts of each grid cell per process, shared by
-- viewers and cut per viewer (decision 0082), as it keeps organizations (0081, on migration 0033's
-- directory notices). Every change to what a kept cell shows announces 'schema:map' on the channel of
-- migration 0031, whichever process, command-line tool or hand-written statement made it: a row
-- added or deleted (a TRUNCATE too), or an update of a column a cell reads (its point, title, status,
-- owner, hiding, end, openness, group or area). An update of anything else (a view count, a
-- description) leaves the cells kept. Statement-level: a bulk write costs one notice, and identical
-- notices in one transaction are sent once.
CREATE TRIGGER events_map_notice AFTER INSERT OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER events_map_update_notice
  AFTER UPDATE OF title, place_lat, place_lng, status, ends_at, open, organizer_id, group_id, hidden_at ON events
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER marketplace_items_map_notice AFTER INSERT OR DELETE OR TRUNCATE ON marketplace_items
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER marketplace_items_map_update_notice
  AFTER UPDATE OF title, map_lat, map_lng, status, seller_id, hidden_at ON marketplace_items
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER rental_requests_map_notice AFTER INSERT OR DELETE OR TRUNCATE ON rental_requests
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER rental_requests_map_update_notice
  AFTER UPDATE OF item_name, map_lat, map_lng, status, requester_id, hidden_at ON rental_requests
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER alerts_map_notice AFTER INSERT OR DELETE OR TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');
CREATE TRIGGER alerts_map_update_notice
  AFTER UPDATE OF title, map_lat, map_lng, status, expires_at, author_id, hidden_at, area,
    location_country, location_state, location_city, location_suburb ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('map');

-- A closed event shows to its group's members: a change of membership announces 'schema:reader:user'
-- for the member (migration 0032's function picks the row's user_id), so the map forgets the
-- groups it kept for them; a TRUNCATE names no user and announces 'schema:readers'.
CREATE TRIGGER group_members_reader_notice AFTER INSERT OR UPDATE OR DELETE ON group_members
  FOR EACH ROW EXECUTE FUNCTION feed_reader_change_notice();
CREATE TRIGGER group_members_readers_notice AFTER TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION feed_change_notice('readers');
