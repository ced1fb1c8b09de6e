ALTER TABLE "remote_servers" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "speed_servers" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Servers added before the uid existed: copies added together to several regions share their values, so a uid
-- derived from them (the same in every region) keeps them one record; the console picks random ones from now on.
UPDATE "speed_servers" SET "uid" = md5('speed-server:' || "name")::uuid;--> statement-breakpoint
UPDATE "remote_servers" SET "uid" = md5('remote-server:' || json_build_array("service_region", "zone", "server_ip")::text)::uuid;--> statement-breakpoint
ALTER TABLE "remote_servers" ADD CONSTRAINT "remote_servers_uid_key" UNIQUE("uid");--> statement-breakpoint
ALTER TABLE "speed_servers" ADD CONSTRAINT "speed_servers_uid_key" UNIQUE("uid");
