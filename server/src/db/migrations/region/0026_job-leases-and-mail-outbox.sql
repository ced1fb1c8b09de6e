CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "maintenance_notice_deliveries_pending_idx";--> statement-breakpoint
ALTER TABLE "transfer_jobs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "maintenance_notice_deliveries" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "maintenance_notice_deliveries" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_notices" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "maintenance_notices" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_topic_idx" ON "mail_outbox" USING btree ("topic","ref","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_lease_idx" ON "mail_outbox" USING btree ("lease_owner") WHERE lease_owner is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_notice_deliveries_seq_idx" ON "maintenance_notice_deliveries" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "maintenance_notice_deliveries_due_idx" ON "maintenance_notice_deliveries" USING btree ("seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "maintenance_notice_deliveries_lease_idx" ON "maintenance_notice_deliveries" USING btree ("lease_owner") WHERE lease_owner is not null;