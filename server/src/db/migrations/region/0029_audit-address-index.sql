-- One whole address's entries in time order (the Logs screens' search for an address): one range of this index
-- whatever the address and dates, so that page keeps one plan (docs/architecture.md, "Plans kept or made per call").
CREATE INDEX "audit_log_ip_net_at_id_idx" ON "audit_log" USING btree ("ip_net","at","id");
