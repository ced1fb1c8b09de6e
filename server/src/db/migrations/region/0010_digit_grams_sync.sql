-- Every window of four ASCII digits in a text: the keys of enterprise_digit_grams. The JavaScript side
-- computes the same windows (region/search/ngrams.ts digitGrams), so the two must stay in step.
CREATE OR REPLACE FUNCTION digit_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT coalesce(array_agg(DISTINCT substr(run[1], i, 4)), '{}')
      FROM regexp_matches(t, '[0-9]{4,}', 'g') AS run, generate_series(1, length(run[1]) - 3) AS i $$;
--> statement-breakpoint
-- Keeps enterprise_digit_grams in step with every write to enterprises, whatever makes it (the services,
-- a transfer, the demo data, an operator's SQL): an old text's windows go, a new text's come.
CREATE OR REPLACE FUNCTION enterprise_digit_grams_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_text = OLD.search_text THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM enterprise_digit_grams WHERE gram = ANY (digit_grams(OLD.search_text)) AND enterprise_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO enterprise_digit_grams (gram, enterprise_id) SELECT g, NEW.id FROM unnest(digit_grams(NEW.search_text)) AS g;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_digit_grams_sync AFTER INSERT OR UPDATE OR DELETE ON enterprises
FOR EACH ROW EXECUTE FUNCTION enterprise_digit_grams_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enterprise_digit_grams_clear() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN TRUNCATE enterprise_digit_grams; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_digit_grams_clear AFTER TRUNCATE ON enterprises
FOR EACH STATEMENT EXECUTE FUNCTION enterprise_digit_grams_clear();
--> statement-breakpoint
INSERT INTO enterprise_digit_grams (gram, enterprise_id)
SELECT g, id FROM enterprises, unnest(digit_grams(search_text)) AS g
ORDER BY 1, 2;
