-- Directory speed at 100,000 organizations (issue 13, decision 0016).
--
-- Nearest first needs the size of each area tier on every page; counting them took ~11 ms at
-- 100,000 organizations. The counts are kept per area by a trigger, like post_area_counts.
CREATE TABLE organization_area_counts (
  area_state text NOT NULL,
  area_city text NOT NULL,
  area_suburb text NOT NULL,
  organizations integer NOT NULL,
  PRIMARY KEY (area_state, area_city, area_suburb)
);

CREATE FUNCTION organization_area_counts_apply(s text, c text, sb text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_area_counts AS t (area_state, area_city, area_suburb, organizations)
  VALUES (coalesce(s, ''), coalesce(c, ''), coalesce(sb, ''), delta)
  ON CONFLICT (area_state, area_city, area_suburb)
  DO UPDATE SET organizations = t.organizations + EXCLUDED.organizations;
END;
$$;

CREATE FUNCTION organization_area_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM organization_area_counts_apply(OLD.area_state, OLD.area_city, OLD.area_suburb, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM organization_area_counts_apply(NEW.area_state, NEW.area_city, NEW.area_suburb, 1);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER organizations_area_counts
  AFTER INSERT OR DELETE OR UPDATE OF state, city, location_state, location_city, location_suburb ON organizations
  FOR EACH ROW EXECUTE FUNCTION organization_area_counts_track();
INSERT INTO organization_area_counts (area_state, area_city, area_suburb, organizations)
SELECT coalesce(area_state, ''), coalesce(area_city, ''), coalesce(area_suburb, ''), count(*)
FROM organizations GROUP BY 1, 2, 3;

-- A tier's page reads the area index alone (no visit to the wide organization rows).
DROP INDEX organizations_area;
CREATE INDEX organizations_area ON organizations (area_state, area_city, area_suburb)
  INCLUDE (location_lat, location_lng, business_name, id);

-- Search: one row per (word, organization), ordered as a one-word search ranks its results (name
-- matches first, then by name). A one-word search, the usual kind, reads its page and its total
-- straight from this index instead of ranking every match of a common word ('bakery': 7,000 rows).
CREATE TABLE organization_search_postings (
  word text NOT NULL,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  in_name boolean NOT NULL,
  business_name text NOT NULL,
  PRIMARY KEY (word, organization_id)
);
CREATE INDEX organization_search_postings_rank
  ON organization_search_postings (word, in_name DESC, business_name, organization_id);
CREATE INDEX organization_search_postings_organization ON organization_search_postings (organization_id);

CREATE FUNCTION organization_search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM organization_search_postings WHERE organization_id = NEW.id;
  INSERT INTO organization_search_postings (word, organization_id, in_name, business_name)
  SELECT w.lexeme, NEW.id, w.lexeme = ANY (tsvector_to_array(NEW.name_words)), NEW.business_name
  FROM unnest(NEW.search_words) AS w;
  RETURN NULL;
END;
$$;
CREATE TRIGGER organizations_search_postings
  AFTER INSERT OR UPDATE OF business_name, category, description, city, location_city ON organizations
  FOR EACH ROW EXECUTE FUNCTION organization_search_postings_sync();
INSERT INTO organization_search_postings (word, organization_id, in_name, business_name)
SELECT w.lexeme, o.id, w.lexeme = ANY (tsvector_to_array(o.name_words)), o.business_name
FROM organizations o, unnest(o.search_words) AS w;
