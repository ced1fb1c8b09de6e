CREATE TABLE "audit_stream_cursor" (
	"destination_id" integer PRIMARY KEY NOT NULL,
	"last_audit_id" bigint NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_stream_destination" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"host" text,
	"port" integer,
	"url" text,
	"tls" boolean DEFAULT false NOT NULL,
	"ca_pem" text,
	"secret" text,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_stream_cursor" ADD CONSTRAINT "audit_stream_cursor_destination_id_audit_stream_destination_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."audit_stream_destination"("id") ON DELETE cascade ON UPDATE no action;