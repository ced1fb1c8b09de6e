CREATE TABLE "data_clean_jobs" (
	"id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"started_by" text DEFAULT '' NOT NULL,
	"cutoff" timestamp with time zone,
	"retention_seconds" bigint,
	"removed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
