-- The neighbourhood on a map (issue 44, decision 0078).

-- An event's place pin, chosen by its organizer (public like the place's name and address).
ALTER TABLE events ADD COLUMN place_lat double precision;
ALTER TABLE events ADD COLUMN place_lng double precision;
ALTER TABLE events ADD CONSTRAINT events_place_pin_together CHECK ((place_lat IS NULL) = (place_lng IS NULL));

-- What a neighbour posts sits at the centre of a grid cell of about 1 km holding the poster's saved
-- location when posting (lib/geo/map-grid.ts), never at the location itself; null without one.
ALTER TABLE marketplace_items ADD COLUMN map_lat double precision;
ALTER TABLE marketplace_items ADD COLUMN map_lng double precision;
ALTER TABLE rental_requests ADD COLUMN map_lat double precision;
ALTER TABLE rental_requests ADD COLUMN map_lng double precision;
ALTER TABLE alerts ADD COLUMN map_lat double precision;
ALTER TABLE alerts ADD COLUMN map_lng double precision;

-- Backfill from the posters' saved locations, with the grid of lib/geo/map-grid.ts written in SQL:
-- rows of 0.008983° of latitude; within a row, columns of 0.008983°/cos(row centre) of longitude
-- (cosine at least 0.01); centres and steps rounded to 1e-6° as floor(x * 1e6 + 0.5) / 1e6.
CREATE TEMPORARY TABLE map_grid_users AS
SELECT
  u.id,
  cell.lat AS map_lat,
  least(180::double precision, greatest(-180::double precision,
    floor((floor(u.location_lng / step.lng) + 0.5) * step.lng * 1e6 + 0.5) / 1e6)) AS map_lng
FROM users u
CROSS JOIN LATERAL (
  SELECT least(90::double precision, greatest(-90::double precision,
    floor((floor(u.location_lat / 0.008983::double precision) + 0.5) * 0.008983::double precision * 1e6 + 0.5) / 1e6)) AS lat
) AS cell
CROSS JOIN LATERAL (
  SELECT floor(0.008983::double precision / greatest(0.01::double precision, cos(radians(cell.lat))) * 1e6 + 0.5) / 1e6 AS lng
) AS step
WHERE u.location_lat IS NOT NULL AND u.location_lng IS NOT NULL;

UPDATE marketplace_items AS m SET map_lat = g.map_lat, map_lng = g.map_lng
  FROM map_grid_users g WHERE g.id = m.seller_id;
UPDATE rental_requests AS r SET map_lat = g.map_lat, map_lng = g.map_lng
  FROM map_grid_users g WHERE g.id = r.requester_id;
UPDATE alerts AS a SET map_lat = g.map_lat, map_lng = g.map_lng
  FROM map_grid_users g WHERE g.id = a.author_id;
DROP TABLE map_grid_users;

-- A box of each kind, read by GET /map: (lat, lng) over the rows a list could show. The rest of each
-- kind's rule (blocks, groups, expiry) is checked on the few rows of the box.
CREATE INDEX organizations_map ON organizations (location_lat, location_lng)
  WHERE location_lat IS NOT NULL AND location_lng IS NOT NULL;
CREATE INDEX events_map ON events (place_lat, place_lng, ends_at)
  WHERE place_lat IS NOT NULL AND status = 'scheduled';
CREATE INDEX marketplace_items_map ON marketplace_items (map_lat, map_lng)
  WHERE map_lat IS NOT NULL AND status IN ('available', 'reserved');
CREATE INDEX rental_requests_map ON rental_requests (map_lat, map_lng)
  WHERE map_lat IS NOT NULL AND status = 'open';
CREATE INDEX alerts_map ON alerts (map_lat, map_lng, expires_at)
  WHERE map_lat IS NOT NULL AND status = 'active';
