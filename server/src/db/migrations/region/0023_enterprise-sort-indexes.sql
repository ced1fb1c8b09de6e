CREATE INDEX "enterprises_created_idx" ON "enterprises" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enterprises_state_idx" ON "enterprises" USING btree ("state","id");