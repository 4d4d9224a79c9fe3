DROP INDEX "files_owner_parent_name_uidx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "trash_root_id" uuid;--> statement-breakpoint
CREATE INDEX "files_trash_idx" ON "files" USING btree ("owner_id","deleted_at") WHERE "files"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "files_owner_parent_name_uidx" ON "files" USING btree ("owner_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "files"."deleted_at" is null;