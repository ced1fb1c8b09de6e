CREATE TABLE "maintenance_notice_deliveries" (
	"notice_id" bigint NOT NULL,
	"email" text NOT NULL,
	"recipient_timezone" text,
	"seq" bigserial NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "maintenance_notice_deliveries_notice_id_email_pk" PRIMARY KEY("notice_id","email")
);
--> statement-breakpoint
CREATE TABLE "maintenance_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"pop_tips" integer NOT NULL,
	"recipient_mode" integer NOT NULL,
	"emails" jsonb NOT NULL,
	"region_select" jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"requested_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_status" text DEFAULT 'sending' NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"enumerated" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_notice_deliveries" ADD CONSTRAINT "maintenance_notice_deliveries_notice_id_maintenance_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."maintenance_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_notice_deliveries_pending_idx" ON "maintenance_notice_deliveries" USING btree ("notice_id","seq") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "maintenance_notices_sending_idx" ON "maintenance_notices" USING btree ("id") WHERE send_status = 'sending';