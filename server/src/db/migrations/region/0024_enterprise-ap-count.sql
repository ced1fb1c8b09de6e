ALTER TABLE "enterprises" ADD COLUMN "ap_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "enterprises_ap_count_idx" ON "enterprises" USING btree ("ap_count","id");--> statement-breakpoint
-- Keeps enterprises.ap_count in step with every write to devices, whatever makes it (the services, a transfer,
-- the demo data, an operator's SQL). Per statement, from its transition tables, so a bulk insert of a million
-- devices is one grouped update rather than a million single-row ones.
CREATE OR REPLACE FUNCTION enterprise_ap_count_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE enterprises e SET ap_count = e.ap_count + d.n
    FROM (SELECT enterprise_id, count(*) AS n FROM new_rows WHERE kind = 'AP' AND enterprise_id IS NOT NULL GROUP BY 1) d
    WHERE e.id = d.enterprise_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE enterprises e SET ap_count = e.ap_count - d.n
    FROM (SELECT enterprise_id, count(*) AS n FROM old_rows WHERE kind = 'AP' AND enterprise_id IS NOT NULL GROUP BY 1) d
    WHERE e.id = d.enterprise_id;
  ELSE
    UPDATE enterprises e SET ap_count = e.ap_count + d.n
    FROM (SELECT enterprise_id, sum(n) AS n FROM (
            SELECT enterprise_id, 1 AS n FROM new_rows WHERE kind = 'AP' AND enterprise_id IS NOT NULL
            UNION ALL
            SELECT enterprise_id, -1 AS n FROM old_rows WHERE kind = 'AP' AND enterprise_id IS NOT NULL) c
          GROUP BY 1 HAVING sum(n) <> 0) d
    WHERE e.id = d.enterprise_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_ap_count_insert AFTER INSERT ON devices
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enterprise_ap_count_sync();
--> statement-breakpoint
CREATE TRIGGER enterprise_ap_count_update AFTER UPDATE ON devices
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enterprise_ap_count_sync();
--> statement-breakpoint
CREATE TRIGGER enterprise_ap_count_delete AFTER DELETE ON devices
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enterprise_ap_count_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enterprise_ap_count_clear() RETURNS trigger
LANGUAGE plpgsql AS $$ BEGIN UPDATE enterprises SET ap_count = 0 WHERE ap_count <> 0; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER enterprise_ap_count_clear AFTER TRUNCATE ON devices
FOR EACH STATEMENT EXECUTE FUNCTION enterprise_ap_count_clear();
--> statement-breakpoint
UPDATE enterprises e SET ap_count = c.n
FROM (SELECT enterprise_id, count(*) AS n FROM devices WHERE kind = 'AP' AND enterprise_id IS NOT NULL GROUP BY 1) c
WHERE e.id = c.enterprise_id;
