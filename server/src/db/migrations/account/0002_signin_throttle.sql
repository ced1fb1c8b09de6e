CREATE TABLE "signin_address_failures" (
	"client_ip" text PRIMARY KEY NOT NULL,
	"failed_count" integer NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_failures" (
	"account" text NOT NULL,
	"client_ip" text NOT NULL,
	"failed_count" integer NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_failures_account_client_ip_pk" PRIMARY KEY("account","client_ip")
);
--> statement-breakpoint
CREATE INDEX "signin_address_failures_last_failed_idx" ON "signin_address_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "signin_failures_last_failed_idx" ON "signin_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "failed_count";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "locked_until";