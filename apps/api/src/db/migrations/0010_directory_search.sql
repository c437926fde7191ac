-- Directory speed (issue 7, decision 0011): word-level search and area columns for nearest first.
--
-- Search: each organization's words in a tsvector ('simple': lower-cased, no stemming, any
-- language) with an exact GIN index, and a dictionary of every word in use, trigram-indexed. A
-- search looks up the words closest to each typed word in the small dictionary (typo tolerance),
-- then fetches organizations through the exact index. The old trigram document index had to
-- re-check every loose match with word_similarity, which cost seconds at 100,000 organizations.
DROP INDEX organizations_search_trgm;
DROP INDEX organizations_name_trgm;
ALTER TABLE organizations ADD COLUMN search_words tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', business_name || ' ' || category || ' ' || description || ' ' || city || ' ' || location_city)
) STORED;
ALTER TABLE organizations ADD COLUMN name_words tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', business_name)
) STORED;
CREATE INDEX organizations_search_words ON organizations USING gin (search_words);

CREATE TABLE organization_search_words (
  word text PRIMARY KEY
);
-- GiST, not GIN: it hands out the nearest words by trigram distance (ORDER BY <-> LIMIT n).
CREATE INDEX organization_search_words_trgm ON organization_search_words USING gist (word gist_trgm_ops);

-- Words are added as organizations are written (numbers are matched exactly, never corrected, so
-- they stay out). Words nobody uses any more are harmless: they find nothing.
CREATE FUNCTION organization_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_search_words (word)
  SELECT w.lexeme FROM unnest(NEW.search_words) AS w
  WHERE w.lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER organizations_search_words_add
  AFTER INSERT OR UPDATE OF business_name, category, description, city, location_city ON organizations
  FOR EACH ROW EXECUTE FUNCTION organization_search_words_add();
INSERT INTO organization_search_words (word)
SELECT DISTINCT w.lexeme FROM organizations o, unnest(o.search_words) AS w
WHERE w.lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;

-- Nearest first: an organization's area is its resolved one, else its typed city and state,
-- lower-cased once here so the tiers (suburb, city, state, rest) are plain index lookups.
ALTER TABLE organizations ADD COLUMN area_state text GENERATED ALWAYS AS (
  lower(coalesce(nullif(location_state, ''), state))
) STORED;
ALTER TABLE organizations ADD COLUMN area_city text GENERATED ALWAYS AS (
  lower(coalesce(nullif(location_city, ''), city))
) STORED;
ALTER TABLE organizations ADD COLUMN area_suburb text GENERATED ALWAYS AS (lower(location_suburb)) STORED;
CREATE INDEX organizations_area ON organizations (area_state, area_city, area_suburb);
-- The rest of the directory (other states, or a caller without a location) reads by name.
CREATE INDEX organizations_name_order ON organizations (business_name, id);
