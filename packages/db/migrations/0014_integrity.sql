CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer DEFAULT 200 NOT NULL,
	"response" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_balance_not_negative" CHECK ("bank_cards"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_below_price" CHECK ("products"."price_sale" is null or "products"."price_sale" < "products"."price");--> statement-breakpoint
-- The folder tree refuses a cycle (issue 17: two simultaneous moves, A into B and B into A, each
-- passed the service's check and stored a loop). A move takes one transaction-wide lock, so moves
-- take turns, then walks the new parent's ancestors with a fresh snapshot (a VOLATILE function
-- sees what the move before it committed) and refuses when the moved folder is among them.
CREATE FUNCTION files_refuse_cycle() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  cursor_id uuid := NEW.parent_id;
  depth integer := 0;
BEGIN
  IF NEW.parent_id IS NULL OR NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7301700017);
  WHILE cursor_id IS NOT NULL LOOP
    IF cursor_id = NEW.id THEN
      RAISE EXCEPTION 'a folder cannot move into itself or one of its subfolders'
        USING ERRCODE = '23514', CONSTRAINT = 'files_no_cycle';
    END IF;
    depth := depth + 1;
    IF depth > 1000 THEN
      RAISE EXCEPTION 'folder tree too deep or already looping' USING ERRCODE = '23514', CONSTRAINT = 'files_no_cycle';
    END IF;
    SELECT parent_id INTO cursor_id FROM files WHERE id = cursor_id;
  END LOOP;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER files_no_cycle BEFORE UPDATE OF parent_id ON files
  FOR EACH ROW EXECUTE FUNCTION files_refuse_cycle();
