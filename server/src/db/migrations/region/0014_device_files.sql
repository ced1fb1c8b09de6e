CREATE TABLE "device_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mac" text NOT NULL,
	"uploader_email" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"firmware_version" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "manager_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_packages" ADD CONSTRAINT "manager_packages_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_files_kind_created_idx" ON "device_files" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "device_files_kind_mac_created_idx" ON "device_files" USING btree ("kind","mac","created_at","id");--> statement-breakpoint
CREATE INDEX "device_files_kind_email_created_idx" ON "device_files" USING btree ("kind","uploader_email","created_at","id");--> statement-breakpoint
CREATE INDEX "device_files_kind_model_version_idx" ON "device_files" USING btree ("kind","model","firmware_version","created_at");--> statement-breakpoint
CREATE INDEX "manager_packages_created_idx" ON "manager_packages" USING btree ("created_at","id");