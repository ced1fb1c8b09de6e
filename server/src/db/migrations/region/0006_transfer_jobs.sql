CREATE TABLE "transfer_imports" (
	"job_key" text PRIMARY KEY NOT NULL,
	"enterprise_row_id" bigint NOT NULL,
	"source_region" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_key" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"target_region" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"copied_digest" text,
	"summary" jsonb,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_jobs_job_key_unique" UNIQUE("job_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_jobs_active_idx" ON "transfer_jobs" USING btree ("enterprise_id") WHERE "transfer_jobs"."status" not in ('done', 'failed');--> statement-breakpoint
CREATE INDEX "transfer_jobs_due_idx" ON "transfer_jobs" USING btree ("status","next_run_at");