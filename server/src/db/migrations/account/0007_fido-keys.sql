ALTER TABLE "admin_users" ADD COLUMN "mfa_pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fido_credentials" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fido_credentials" ADD COLUMN "last_used_at" timestamp with time zone;