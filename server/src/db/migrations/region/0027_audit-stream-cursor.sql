CREATE TABLE "audit_stream_cursor" (
	"destination_id" integer PRIMARY KEY NOT NULL,
	"last_audit_id" bigint NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
