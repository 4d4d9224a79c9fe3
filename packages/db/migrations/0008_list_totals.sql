CREATE TABLE "list_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "list_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"status" text,
	"due_day" date,
	"entries" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_create_date_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_display_name_idx";--> statement-breakpoint
CREATE INDEX "list_totals_list_idx" ON "list_totals" USING btree ("list");--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date","invoice_number","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total","invoice_number","id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree (lower("company"),"id","company","status");--> statement-breakpoint
CREATE INDEX "invoices_create_date_idx" ON "invoices" USING btree ("create_date","invoice_number","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id","status");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree (lower("display_name"),"id","display_name","status");--> statement-breakpoint
-- Hand-written from here on (drizzle-kit knows no triggers): the statement triggers that keep
-- list_totals, then the totals of the rows already there. Statement triggers with transition
-- tables add one row per group a statement touched, however many rows it wrote.
CREATE FUNCTION "list_totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The list's own table truncated (lists are named after their tables): its totals read zero.
  IF TG_OP = 'TRUNCATE' AND TG_TABLE_NAME = TG_ARGV[0] THEN
    INSERT INTO list_totals (list, status, due_day, entries, amount)
      SELECT TG_ARGV[0], status, due_day, -sum(entries), -sum(amount) FROM list_totals
      WHERE list = TG_ARGV[0] GROUP BY status, due_day HAVING sum(entries) <> 0 OR sum(amount) <> 0;
  END IF;
  INSERT INTO list_totals (list, changes) VALUES (TG_ARGV[0], 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "users_list_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what the list counts or filters on: presence and last activity change all the time.
  -- Nested: PL/pgSQL plans a whole condition at once, and an insert has no old_rows.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.display_name, n.email, n.company, n.job_title, n.role)
        IS DISTINCT FROM (o.status, o.display_name, o.email, o.company, o.job_title, o.role)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_totals (list, status, entries)
      SELECT 'users', status, count(*) FROM new_rows GROUP BY status;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO list_totals (list, status, entries)
      SELECT 'users', status, -count(*) FROM old_rows GROUP BY status;
  END IF;
  INSERT INTO list_totals (list, changes) VALUES ('users', 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Unpaid invoices are counted per due day (UTC): they read overdue from the next day on.
CREATE FUNCTION "invoice_due_day"(status text, due_date timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
  RETURN CASE WHEN status = 'unpaid' THEN (due_date AT TIME ZONE 'UTC')::date END;
--> statement-breakpoint
CREATE FUNCTION "invoices_list_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: PL/pgSQL plans a whole condition at once, and an insert has no old_rows.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.due_date, n.total, n.client_name, n.invoice_number, n.create_date)
        IS DISTINCT FROM (o.status, o.due_date, o.total, o.client_name, o.invoice_number, o.create_date)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_totals (list, status, due_day, entries, amount)
      SELECT 'invoices', status, invoice_due_day(status, due_date), count(*), sum(total)
      FROM new_rows GROUP BY 2, 3;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO list_totals (list, status, due_day, entries, amount)
      SELECT 'invoices', status, invoice_due_day(status, due_date), -count(*), -sum(total)
      FROM old_rows GROUP BY 2, 3;
  END IF;
  INSERT INTO list_totals (list, changes) VALUES ('invoices', 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_list_totals_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_list_totals();--> statement-breakpoint
CREATE TRIGGER "users_list_totals_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_list_totals();--> statement-breakpoint
CREATE TRIGGER "users_list_totals_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_list_totals();--> statement-breakpoint
CREATE TRIGGER "users_list_totals_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_changed('users');--> statement-breakpoint
CREATE TRIGGER "invoices_list_totals_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_list_totals();--> statement-breakpoint
CREATE TRIGGER "invoices_list_totals_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_list_totals();--> statement-breakpoint
CREATE TRIGGER "invoices_list_totals_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_list_totals();--> statement-breakpoint
CREATE TRIGGER "invoices_list_totals_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_changed('invoices');--> statement-breakpoint
-- The services filter reads invoice items: a change there is a change of the invoice list.
CREATE TRIGGER "invoice_items_list_totals" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoice_items"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_changed('invoices');--> statement-breakpoint
INSERT INTO "list_totals" (list, status, entries) SELECT 'users', status, count(*) FROM users GROUP BY status;--> statement-breakpoint
INSERT INTO "list_totals" (list, status, due_day, entries, amount)
  SELECT 'invoices', status, invoice_due_day(status, due_date), count(*), sum(total)
  FROM invoices GROUP BY 2, 3;
