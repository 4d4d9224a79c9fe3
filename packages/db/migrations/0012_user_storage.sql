CREATE TABLE "user_storage" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_storage_used_bytes_not_negative" CHECK ("user_storage"."used_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_storage" ADD CONSTRAINT "user_storage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;