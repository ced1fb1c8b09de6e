CREATE TABLE "devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mac" text NOT NULL,
	"kind" text NOT NULL,
	"model" text NOT NULL,
	"version_firmware" text DEFAULT '' NOT NULL,
	"version_boot" text DEFAULT '' NOT NULL,
	"enterprise_id" bigint,
	"network_id" bigint,
	"online" boolean DEFAULT false NOT NULL,
	"client_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_mac_unique" UNIQUE("mac")
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"center_enterprise_id" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"username" text NOT NULL,
	"account" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"google_auth" integer DEFAULT 0 NOT NULL,
	"client_type" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"activate" integer DEFAULT 1 NOT NULL,
	"is_delete" integer DEFAULT 0 NOT NULL,
	"outdoor" integer DEFAULT 0 NOT NULL,
	"payment" integer DEFAULT 0 NOT NULL,
	"portal" integer,
	"is_open_cache" integer DEFAULT 0 NOT NULL,
	"is_show_top_websites" integer DEFAULT 0 NOT NULL,
	"is_show_hardware_reset" integer DEFAULT 0 NOT NULL,
	"is_show_isp_config" integer DEFAULT 0 NOT NULL,
	"high_precision_usage_control" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_enterprise_id_unique" UNIQUE("enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "manager_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mac" text NOT NULL,
	"ip" text NOT NULL,
	"ap_count" integer DEFAULT 0 NOT NULL,
	"router_count" integer DEFAULT 0 NOT NULL,
	"switch_count" integer DEFAULT 0 NOT NULL,
	"online_device_count" integer DEFAULT 0 NOT NULL,
	"client_count" integer DEFAULT 0 NOT NULL,
	"manager_version" text NOT NULL,
	"network_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"account_name" text NOT NULL,
	"ip" text NOT NULL,
	"show_key" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_enterprise_idx" ON "devices" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "devices_kind_online_idx" ON "devices" USING btree ("kind","online");--> statement-breakpoint
CREATE INDEX "manager_visits_mac_created_idx" ON "manager_visits" USING btree ("mac","created_at");--> statement-breakpoint
CREATE INDEX "manager_visits_created_idx" ON "manager_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "networks_enterprise_idx" ON "networks" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");