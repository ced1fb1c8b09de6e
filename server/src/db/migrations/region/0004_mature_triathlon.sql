CREATE TABLE "device_functions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"function_key" text NOT NULL,
	"function_name" text NOT NULL,
	"device_kind" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_functions_function_key_unique" UNIQUE("function_key")
);
--> statement-breakpoint
CREATE TABLE "device_type_functions" (
	"device_type_id" bigint NOT NULL,
	"function_id" bigint NOT NULL,
	"checked" text NOT NULL,
	"des" text DEFAULT '' NOT NULL,
	"tooltips" text DEFAULT '' NOT NULL,
	CONSTRAINT "device_type_functions_device_type_id_function_id_pk" PRIMARY KEY("device_type_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "device_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_type" text NOT NULL,
	"device_type_name" text NOT NULL,
	"device_kinds" text NOT NULL,
	"execute_type" text DEFAULT '' NOT NULL,
	"ssid_number" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"minimum_version" text NOT NULL,
	"recommend_version" text NOT NULL,
	"beta_version" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 50 NOT NULL,
	"version_desc" text DEFAULT '' NOT NULL,
	"custom_settings" text DEFAULT '' NOT NULL,
	"forbiden_band4" integer DEFAULT 0 NOT NULL,
	"support_outdoor" integer DEFAULT 0 NOT NULL,
	"wireless" integer DEFAULT 0 NOT NULL,
	"firmware_name" text DEFAULT '' NOT NULL,
	"portal_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_types_device_type_unique" UNIQUE("device_type")
);
--> statement-breakpoint
ALTER TABLE "device_type_functions" ADD CONSTRAINT "device_type_functions_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_type_functions" ADD CONSTRAINT "device_type_functions_function_id_device_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."device_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_functions_kind_idx" ON "device_functions" USING btree ("device_kind","sort_order");--> statement-breakpoint
CREATE INDEX "device_types_kind_order_idx" ON "device_types" USING btree ("device_kinds","sort_order");