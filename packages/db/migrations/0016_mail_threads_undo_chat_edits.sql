ALTER TABLE "chat_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "bcc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "thread_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "deliver_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mails_thread_idx" ON "mails" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "mails_deliver_at_idx" ON "mails" USING btree ("deliver_at") WHERE "mails"."deliver_at" is not null;--> statement-breakpoint
-- Hand-written: existing replies join the thread of the mail they answer.
WITH RECURSIVE "roots" AS (SELECT "id", "id" AS "root" FROM "mails" WHERE "reply_to_mail_id" IS NULL UNION ALL SELECT "m"."id", "r"."root" FROM "mails" "m" JOIN "roots" "r" ON "m"."reply_to_mail_id" = "r"."id") UPDATE "mails" SET "thread_id" = "roots"."root" FROM "roots" WHERE "mails"."id" = "roots"."id";
