DROP INDEX "devices_enterprise_idx";--> statement-breakpoint
CREATE INDEX "devices_enterprise_stats_idx" ON "devices" USING btree ("enterprise_id","kind","online","client_count");--> statement-breakpoint
CREATE INDEX "devices_free_kind_online_idx" ON "devices" USING btree ("kind","online") WHERE enterprise_id IS NULL;--> statement-breakpoint
CREATE INDEX "enterprises_live_outdoor_idx" ON "enterprises" USING btree ("outdoor","id") WHERE is_delete = 0;