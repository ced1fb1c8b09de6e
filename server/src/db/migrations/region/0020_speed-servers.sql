CREATE TABLE "speed_servers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_provider" text NOT NULL,
	"upload_url" text NOT NULL,
	"ping_url" text NOT NULL,
	"download_url" text NOT NULL,
	"public_ip" text NOT NULL,
	"secret" text NOT NULL,
	"upload_duration" integer NOT NULL,
	"download_duration" integer NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speed_servers_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE INDEX "speed_servers_modified_idx" ON "speed_servers" USING btree ("modified_at","id");