ALTER TABLE "device_functions" ADD COLUMN "function_name_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_functions" ADD COLUMN "category_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_type_functions" ADD COLUMN "des_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_type_functions" ADD COLUMN "tooltips_zh" text DEFAULT '' NOT NULL;