CREATE TABLE "request_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "collection_requests_status_idx";--> statement-breakpoint
DROP INDEX "delivery_requests_status_idx";--> statement-breakpoint
DROP INDEX "packaging_requests_status_idx";--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("kind","request_id","id");--> statement-breakpoint
CREATE INDEX "collection_requests_status_created_at_idx" ON "collection_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_created_at_idx" ON "delivery_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "packaging_requests_status_created_at_idx" ON "packaging_requests" USING btree ("status","created_at");--> statement-breakpoint
-- The two request kinds joining the shared workflow keep their counters like the first three (0006).
CREATE TRIGGER "delivery_requests_counts_insert" AFTER INSERT ON "delivery_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('delivery');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_counts_update" AFTER UPDATE ON "delivery_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('delivery');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_counts_delete" AFTER DELETE ON "delivery_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('delivery');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_counts_truncate" AFTER TRUNCATE ON "delivery_requests" FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('delivery');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_counts_insert" AFTER INSERT ON "collection_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('collection');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_counts_update" AFTER UPDATE ON "collection_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('collection');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_counts_delete" AFTER DELETE ON "collection_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('collection');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_counts_truncate" AFTER TRUNCATE ON "collection_requests" FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('collection');
--> statement-breakpoint
-- Rows written before the triggers existed (no route wrote these tables, but a manual insert may have).
INSERT INTO request_counts (kind, status, n)
  SELECT 'delivery', status, count(*) FROM delivery_requests GROUP BY status
  UNION ALL SELECT 'collection', status, count(*) FROM collection_requests GROUP BY status;
--> statement-breakpoint
INSERT INTO request_daily_counts (day, kind, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'delivery', count(*) FROM delivery_requests GROUP BY 1
  UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 'collection', count(*) FROM collection_requests GROUP BY 1;
--> statement-breakpoint
-- The clients directory: a search (and the request forms' suggestions) matches the start of the company or
-- the contact name, whatever the case (text_pattern_ops lets `lower(x) LIKE 'abc%'` use the index); the
-- directory is read in company order.
CREATE INDEX "clients_company_name_prefix_idx" ON "clients" (lower("company_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "clients_contact_name_prefix_idx" ON "clients" (lower("contact_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "clients_company_name_order_idx" ON "clients" (lower("company_name"), "id");
--> statement-breakpoint
-- A client's page lists the requests of every kind made for its company, matched on the name whatever the case.
CREATE INDEX "material_conditioning_requests_company_idx" ON "material_conditioning_requests" (lower("client_company_name"), "created_at");
--> statement-breakpoint
CREATE INDEX "package_pickup_requests_company_idx" ON "package_pickup_requests" (lower("client_company_name"), "created_at");
--> statement-breakpoint
CREATE INDEX "regional_collection_requests_company_idx" ON "regional_collection_requests" (lower("client_company_name"), "created_at");
--> statement-breakpoint
CREATE INDEX "delivery_requests_sender_company_idx" ON "delivery_requests" (lower("sender_company_name"), "created_at");
--> statement-breakpoint
CREATE INDEX "delivery_requests_recipient_company_idx" ON "delivery_requests" (lower("recipient_company_name"), "created_at");
--> statement-breakpoint
CREATE INDEX "collection_requests_client_name_idx" ON "collection_requests" (lower("client_name"), "created_at");
--> statement-breakpoint
-- History is never edited: an UPDATE fails whatever path attempts it.
CREATE FUNCTION "request_history_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'request_history rows are never updated';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "request_history_no_update" BEFORE UPDATE ON "request_history" FOR EACH ROW EXECUTE FUNCTION request_history_read_only();
