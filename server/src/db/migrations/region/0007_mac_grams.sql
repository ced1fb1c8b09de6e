-- Every 4-digit window of a MAC (upper-case hex, no separators): the keys of the MAC search index.
-- A fragment of four or more digits is looked up by its own windows (region/search/); the JavaScript
-- side computes the same windows (wordGrams(text, 4)), so the two must stay in step.
CREATE OR REPLACE FUNCTION mac_grams(mac text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT ARRAY(SELECT DISTINCT substr(mac, i, 4) FROM generate_series(1, length(mac) - 3) AS i) $$;
