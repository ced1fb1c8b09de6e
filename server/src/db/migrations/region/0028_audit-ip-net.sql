-- The audit log's address as an inet, for searches by prefix or CIDR block; null for text that is not an address
-- (an entry written by a job may name no address). IMMUTABLE: the inet input function depends on nothing but its text.
CREATE OR REPLACE FUNCTION gwn_inet_or_null(address text) RETURNS inet
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN address::inet;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip_net" "inet" GENERATED ALWAYS AS (gwn_inet_or_null(ip)) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_ip_net_idx" ON "audit_log" USING gist ("ip_net" inet_ops);--> statement-breakpoint
-- The demo's "Database schema version = 13" was made-up data (the migrations are the schema's version): gone.
DELETE FROM "system_parameters" WHERE "key" = 'schema_version' AND "value" = '13';
