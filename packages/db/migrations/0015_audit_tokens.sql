CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"token_id" uuid,
	"session_id" text,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kanban_cards_name_trgm_idx" ON "kanban_cards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mails_subject_trgm_idx" ON "mails" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written from here on (docs/decisions/011-audit-trail-by-triggers.md): one row trigger on
-- every table writes the audit trail inside the writing statement's own transaction. The API
-- passes who is acting in the setting keel.actor (JSON, set per request by
-- packages/db/src/audit-context.ts); writes without it (seeding, start-up) are not recorded.
CREATE FUNCTION "keel_audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb;
  old_row jsonb;
  new_row jsonb;
  diff jsonb;
BEGIN
  actor := nullif(current_setting('keel.actor', true), '')::jsonb;
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  -- Secrets (password, code and token hashes) never reach the trail.
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_object_agg(key, value), '{}') INTO old_row FROM jsonb_each(to_jsonb(OLD)) WHERE key NOT LIKE '%\_hash';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_object_agg(key, value), '{}') INTO new_row FROM jsonb_each(to_jsonb(NEW)) WHERE key NOT LIKE '%\_hash';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Bookkeeping columns alone (a touched timestamp, a token's last use) are not a change.
    SELECT jsonb_object_agg(n.key, jsonb_build_array(old_row -> n.key, n.value)) INTO diff
      FROM jsonb_each(new_row) n
      WHERE (old_row -> n.key) IS DISTINCT FROM n.value
        AND n.key NOT IN ('updated_at', 'last_activity', 'last_used_at', 'last_used_ip');
    IF diff IS NULL THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(NULL::jsonb, value)), '{}') INTO diff FROM jsonb_each(new_row);
  ELSE
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(value, NULL::jsonb)), '{}') INTO diff FROM jsonb_each(old_row);
  END IF;
  INSERT INTO audit_log (actor_id, token_id, session_id, ip, user_agent, request_id, action, resource, record_id, changes)
  VALUES (
    (actor ->> 'userId')::uuid,
    (actor ->> 'tokenId')::uuid,
    actor ->> 'sessionId',
    actor ->> 'ip',
    actor ->> 'userAgent',
    actor ->> 'requestId',
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_TABLE_NAME,
    coalesce(new_row ->> 'id', old_row ->> 'id'),
    diff
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches the trigger to every table that lacks it, so tables added by later migrations are
-- covered too: setupDatabase (packages/db/src/setup-database.ts) calls it after migrating.
-- Left out: the trail itself, trigger-kept totals and sign-in bookkeeping.
CREATE FUNCTION "keel_audit_attach"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('audit_log', 'list_totals', 'auth_failures', 'verification_codes', 'outbox')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'keel_audit')
  LOOP
    EXECUTE format('CREATE TRIGGER keel_audit AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION keel_audit_row()', t);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT keel_audit_attach();
