DROP INDEX "devices_mac_trgm_idx";--> statement-breakpoint
DROP INDEX "enterprises_name_trgm_idx";--> statement-breakpoint
DROP INDEX "enterprises_username_trgm_idx";--> statement-breakpoint
DROP INDEX "enterprises_account_trgm_idx";--> statement-breakpoint
DROP INDEX "enterprises_email_trgm_idx";--> statement-breakpoint
DROP INDEX "enterprises_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(enterprise_name || chr(1) || username || chr(1) || account || chr(1) || email || chr(1) || phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_mac_grams_idx" ON "devices" USING gin (mac_grams("mac"));--> statement-breakpoint
CREATE INDEX "enterprises_search_trgm_idx" ON "enterprises" USING gin ("search_text" gin_trgm_ops);