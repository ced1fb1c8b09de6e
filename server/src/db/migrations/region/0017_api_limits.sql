CREATE TABLE "api_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" text,
	"url" text NOT NULL,
	"count" integer NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_limits_url_app_unique" UNIQUE NULLS NOT DISTINCT("url","app_id")
);
--> statement-breakpoint
CREATE TABLE "open_api_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_api_applications_app_id_unique" UNIQUE("app_id")
);
--> statement-breakpoint
ALTER TABLE "open_api_applications" ADD CONSTRAINT "open_api_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_api_applications_enterprise_idx" ON "open_api_applications" USING btree ("enterprise_id");--> statement-breakpoint
-- The open API's default limits (docs/architecture.md, "API limits and the open API"): calls per application per window.
INSERT INTO "api_limits" ("app_id", "url", "count", "description", "description_en") VALUES
  (NULL, '/openapi/v1/devices', 600, '企业设备及其状态', 'The enterprise''s devices and their status'),
  (NULL, '/openapi/v1/networks', 600, '企业网络及其设备数', 'The enterprise''s networks and their device counts');
