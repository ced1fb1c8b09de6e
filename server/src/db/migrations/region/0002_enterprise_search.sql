CREATE TABLE "ap_passwords" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mac" text NOT NULL,
	"ssid_password" text NOT NULL,
	"model" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"lock_type" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ap_passwords_mac_unique" UNIQUE("mac")
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "ap_passwords_mac_trgm_idx" ON "ap_passwords" USING gin ("mac" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "one_time_tokens_expires_idx" ON "one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "devices_mac_trgm_idx" ON "devices" USING gin ("mac" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_name_trgm_idx" ON "enterprises" USING gin (lower("enterprise_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_username_trgm_idx" ON "enterprises" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_account_trgm_idx" ON "enterprises" USING gin (lower("account") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_email_trgm_idx" ON "enterprises" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_phone_trgm_idx" ON "enterprises" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enterprises_center_idx" ON "enterprises" USING btree ("center_enterprise_id");