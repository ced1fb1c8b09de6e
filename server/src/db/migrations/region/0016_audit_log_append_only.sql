-- The audit log is append-only (docs/architecture.md, "Logs"): no endpoint edits or deletes an entry, and the
-- database refuses any UPDATE whatever code sends it. DELETE stays possible for retention (removing old entries).
-- A data migration that must rewrite old entries (as 0012/0001 audit_catalogue did) sets
-- `SET LOCAL gwn.audit_rewrite = 'on'` in its transaction.
CREATE OR REPLACE FUNCTION audit_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('gwn.audit_rewrite', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit log entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_update();
