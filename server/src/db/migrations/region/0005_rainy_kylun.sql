CREATE TABLE "firmwares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ap_type" text NOT NULL,
	"file_id" bigint NOT NULL,
	"update_suggest" integer DEFAULT 0 NOT NULL,
	"update_beta" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmwares_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "portal_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ap_type" text NOT NULL,
	"version" text NOT NULL,
	"file_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "firmwares" ADD CONSTRAINT "firmwares_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_versions" ADD CONSTRAINT "portal_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firmwares_created_idx" ON "firmwares" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_versions_type_version_idx" ON "portal_versions" USING btree ("ap_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_kind_md5_idx" ON "stored_files" USING btree ("kind","md5");--> statement-breakpoint
CREATE INDEX "stored_files_kind_created_idx" ON "stored_files" USING btree ("kind","created_at");