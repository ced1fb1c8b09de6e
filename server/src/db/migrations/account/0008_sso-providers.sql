CREATE TABLE "sso_pending_logins" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"nonce" text DEFAULT '' NOT NULL,
	"code_verifier" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"grant" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scopes" text DEFAULT 'openid email profile' NOT NULL,
	"groups_claim" text DEFAULT 'groups' NOT NULL,
	"role_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_local_password" boolean DEFAULT false NOT NULL,
	"trust_provider_mfa" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "sso_provider_id" integer;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "sso_pending_logins" ADD CONSTRAINT "sso_pending_logins_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_pending_logins_expires_idx" ON "sso_pending_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_sso_link_idx" ON "admin_users" USING btree ("sso_provider_id","sso_subject");