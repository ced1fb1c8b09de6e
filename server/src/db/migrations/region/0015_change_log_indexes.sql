DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_ip_at_id_idx" ON "audit_log" USING btree ("ip","at","id");