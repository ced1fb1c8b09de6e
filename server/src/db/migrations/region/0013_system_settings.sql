CREATE TABLE "parameter_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parameter_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "remote_servers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_region" text NOT NULL,
	"zone" text NOT NULL,
	"server_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_servers_entry_key" UNIQUE("service_region","zone","server_ip")
);
--> statement-breakpoint
CREATE TABLE "system_parameters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type_id" bigint NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_parameters_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "system_parameters" ADD CONSTRAINT "system_parameters_type_id_parameter_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."parameter_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_parameters_type_idx" ON "system_parameters" USING btree ("type_id","key");