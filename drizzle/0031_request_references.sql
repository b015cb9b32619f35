-- Hand-written (decision 0087): every request's reference « COL-2026-00042 », computed by the database from
-- the kind's prefix, the creation year in Paris and the id (the « n° 42 » the request always had), at least
-- five digits. A generated column: every INSERT gets it (the API, a seed's INSERT … SELECT), existing rows
-- get theirs when the column is added (from their own id and created_at: stable, and an id is never reused),
-- and it never changes. timezone(text, timestamptz), extract(… timestamp) and lpad are immutable.
CREATE FUNCTION "gl_request_reference"(prefix text, id integer, created_at timestamp with time zone) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT prefix || '-' || extract(year FROM created_at AT TIME ZONE 'Europe/Paris')::integer::text || '-'
    || CASE WHEN id < 100000 THEN lpad(id::text, 5, '0') ELSE id::text END
$$;
--> statement-breakpoint
-- Each table's search_text (drizzle/0016) also holds the reference's words and the bare number, so « col 2026
-- 00042 », « COL-2026-00042 », « 00042 » and « 42 » find the request through the trigram index. A generated
-- column cannot read another one: the text repeats gl_request_reference's call. One ALTER per table: one rewrite
-- adds the reference and rebuilds search_text; the indexes on the old search_text are dropped first and built
-- again after (the status index's INCLUDE, drizzle/0029).
DROP INDEX "material_conditioning_requests_search_idx";
--> statement-breakpoint
DROP INDEX "material_conditioning_requests_status_created_at_idx";
--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "reference" text GENERATED ALWAYS AS (gl_request_reference('ENV', id, created_at)) STORED NOT NULL, DROP COLUMN "search_text", ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(offer_number, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g') || ' ' || gl_request_reference('ENV', id, created_at) || ' ' || id::text)) STORED;
--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_search_idx" ON "material_conditioning_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_status_created_at_idx" ON "material_conditioning_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE UNIQUE INDEX "material_conditioning_requests_reference_idx" ON "material_conditioning_requests" USING btree ("reference");
--> statement-breakpoint
DROP INDEX "package_pickup_requests_search_idx";
--> statement-breakpoint
DROP INDEX "package_pickup_requests_status_created_at_idx";
--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "reference" text GENERATED ALWAYS AS (gl_request_reference('ENL', id, created_at)) STORED NOT NULL, DROP COLUMN "search_text", ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(offer_number, '') || ' ' || coalesce(tracking_number, '') || ' ' || coalesce(custom_shipping_address, '') || ' ' || coalesce(shipping_destination, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g') || ' ' || gl_request_reference('ENL', id, created_at) || ' ' || id::text)) STORED;
--> statement-breakpoint
CREATE INDEX "package_pickup_requests_search_idx" ON "package_pickup_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "package_pickup_requests_status_created_at_idx" ON "package_pickup_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE UNIQUE INDEX "package_pickup_requests_reference_idx" ON "package_pickup_requests" USING btree ("reference");
--> statement-breakpoint
DROP INDEX "regional_collection_requests_search_idx";
--> statement-breakpoint
DROP INDEX "regional_collection_requests_status_created_at_idx";
--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "reference" text GENERATED ALWAYS AS (gl_request_reference('COL', id, created_at)) STORED NOT NULL, DROP COLUMN "search_text", ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(offer_number, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g') || ' ' || gl_request_reference('COL', id, created_at) || ' ' || id::text)) STORED;
--> statement-breakpoint
CREATE INDEX "regional_collection_requests_search_idx" ON "regional_collection_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "regional_collection_requests_status_created_at_idx" ON "regional_collection_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE UNIQUE INDEX "regional_collection_requests_reference_idx" ON "regional_collection_requests" USING btree ("reference");
--> statement-breakpoint
DROP INDEX "delivery_requests_search_idx";
--> statement-breakpoint
DROP INDEX "delivery_requests_status_created_at_idx";
--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "reference" text GENERATED ALWAYS AS (gl_request_reference('TRA', id, created_at)) STORED NOT NULL, DROP COLUMN "search_text", ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(requester, '') || ' ' || coalesce(sender_company_name, '') || ' ' || coalesce(sender_contact_name, '') || ' ' || coalesce(sender_email, '') || ' ' || coalesce(sender_phone, '') || ' ' || coalesce(sender_address, '') || ' ' || coalesce(recipient_company_name, '') || ' ' || coalesce(recipient_contact_name, '') || ' ' || coalesce(recipient_email, '') || ' ' || coalesce(recipient_phone, '') || ' ' || coalesce(recipient_address, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(sender_phone, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce(recipient_phone, ''), '[^0-9]', '', 'g') || ' ' || gl_request_reference('TRA', id, created_at) || ' ' || id::text)) STORED;
--> statement-breakpoint
CREATE INDEX "delivery_requests_search_idx" ON "delivery_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "delivery_requests_status_created_at_idx" ON "delivery_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_requests_reference_idx" ON "delivery_requests" USING btree ("reference");
--> statement-breakpoint
DROP INDEX "collection_requests_search_idx";
--> statement-breakpoint
DROP INDEX "collection_requests_status_created_at_idx";
--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "reference" text GENERATED ALWAYS AS (gl_request_reference('CHI', id, created_at)) STORED NOT NULL, DROP COLUMN "search_text", ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_name, '') || ' ' || coalesce(client_contact_name, '') || ' ' || coalesce(client_email, '') || ' ' || coalesce(client_phone, '') || ' ' || coalesce(client_address, '') || ' ' || coalesce(materials, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(client_phone, ''), '[^0-9]', '', 'g') || ' ' || gl_request_reference('CHI', id, created_at) || ' ' || id::text)) STORED;
--> statement-breakpoint
CREATE INDEX "collection_requests_search_idx" ON "collection_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "collection_requests_status_created_at_idx" ON "collection_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");
--> statement-breakpoint
CREATE UNIQUE INDEX "collection_requests_reference_idx" ON "collection_requests" USING btree ("reference");
--> statement-breakpoint
DROP INDEX "packaging_requests_search_idx";
--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD COLUMN "reference" text GENERATED ALWAYS AS (gl_request_reference('CDT', id, created_at)) STORED NOT NULL, DROP COLUMN "search_text", ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(requester, '') || ' ' || coalesce(comments, '') || ' ' || gl_request_reference('CDT', id, created_at) || ' ' || id::text)) STORED;
--> statement-breakpoint
CREATE INDEX "packaging_requests_search_idx" ON "packaging_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_requests_reference_idx" ON "packaging_requests" USING btree ("reference");
