CREATE TABLE "release_notes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"value" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_notes_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "system_bulletins" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" text NOT NULL,
	"timezone" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_bulletins_single_row" CHECK (id = 1),
	CONSTRAINT "system_bulletins_window" CHECK (end_at > start_at)
);
