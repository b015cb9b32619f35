ALTER TABLE "collection_requests" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "sender_client_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "recipient_client_id" integer;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD CONSTRAINT "collection_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_sender_client_id_clients_id_fk" FOREIGN KEY ("sender_client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_recipient_client_id_clients_id_fk" FOREIGN KEY ("recipient_client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD CONSTRAINT "material_conditioning_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD CONSTRAINT "package_pickup_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD CONSTRAINT "regional_collection_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_requests_client_created_at_idx" ON "collection_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_sender_client_created_at_idx" ON "delivery_requests" USING btree ("sender_client_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_recipient_client_created_at_idx" ON "delivery_requests" USING btree ("recipient_client_id","created_at");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_client_created_at_idx" ON "material_conditioning_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_client_created_at_idx" ON "package_pickup_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_client_created_at_idx" ON "regional_collection_requests" USING btree ("client_id","created_at");--> statement-breakpoint
-- Issue 23, hand-written below: search that ignores case, accents and punctuation, served by trigram indexes.
-- Both extensions ship with PGlite (loaded by src/server/db/pglite-extensions.ts) and with PostgreSQL's
-- contrib (trusted extensions: the database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- The searchable form of a text: lower case, accents and ligatures unfolded (unaccent's rules), every run of
-- other characters one space, with a space at each end so a word's start is ' word' (a pattern of one or two
-- characters matches at a word's start only: src/shared/search/search-text.ts mirrors this in JavaScript).
-- unaccent() is only STABLE (it reads its dictionary by name); naming the dictionary's schema makes the
-- result depend on the argument alone, which is what lets a generated column use it.
CREATE FUNCTION "gl_search_text"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce($1, ''))), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;
--> statement-breakpoint
-- Each searchable table keeps that form of its searched columns (phones also as bare digits) in a generated
-- column the app never selects, indexed by trigrams: LIKE '%lyc%' and LIKE '% st%' read the index.
ALTER TABLE "material_conditioning_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(offer_number, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_search_idx" ON "material_conditioning_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(offer_number, '') || ' ' || coalesce(tracking_number, '') || ' ' || coalesce(custom_shipping_address, '') || ' ' || coalesce(shipping_destination, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX "package_pickup_requests_search_idx" ON "package_pickup_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(offer_number, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX "regional_collection_requests_search_idx" ON "regional_collection_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(requester, '') || ' ' || coalesce(sender_company_name, '') || ' ' || coalesce(sender_contact_name, '') || ' ' || coalesce(sender_email, '') || ' ' || coalesce(sender_phone, '') || ' ' || coalesce(sender_address, '') || ' ' || coalesce(recipient_company_name, '') || ' ' || coalesce(recipient_contact_name, '') || ' ' || coalesce(recipient_email, '') || ' ' || coalesce(recipient_phone, '') || ' ' || coalesce(recipient_address, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(sender_phone, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce(recipient_phone, ''), '[^0-9]', '', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX "delivery_requests_search_idx" ON "delivery_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(client_name, '') || ' ' || coalesce(client_contact_name, '') || ' ' || coalesce(client_email, '') || ' ' || coalesce(client_phone, '') || ' ' || coalesce(client_address, '') || ' ' || coalesce(materials, '') || ' ' || coalesce(tracking_number, '') || ' ' || regexp_replace(coalesce(client_phone, ''), '[^0-9]', '', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX "collection_requests_search_idx" ON "collection_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(company_address, '') || ' ' || coalesce(siret, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))) STORED;
--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(requester, '') || ' ' || coalesce(comments, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "packaging_requests_search_idx" ON "packaging_requests" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "packaging_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gl_search_text(coalesce(name, '') || ' ' || coalesce(description, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "packaging_items_search_idx" ON "packaging_items" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The generated column is no field of a request: an edit's history never lists it.
CREATE OR REPLACE FUNCTION "request_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
  actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_history (kind, request_id, event, actor_id, actor_name)
      SELECT k, n.id, 'created', u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username)
      FROM new_rows AS n
      LEFT JOIN users AS u ON u.id = coalesce(actor, n.created_by)
      ORDER BY n.id;
  ELSE
    INSERT INTO request_history (kind, request_id, event, actor_id, actor_name, details)
      SELECT k, e.id, e.event, u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username),
        e.details
      FROM (
        SELECT n.id, 0 AS rank, 'decided' AS event, coalesce(actor, n.decided_by) AS actor_id,
          jsonb_build_object('status', n.status, 'rejectionReason', n.rejection_reason) AS details
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status
        UNION ALL
        SELECT n.id, 1, 'stage', actor,
          jsonb_build_object(
            'from', o.stage,
            'to', n.stage,
            'fields', (SELECT coalesce(jsonb_object_agg(nv.key, nv.value), '{}'::jsonb)
              FROM jsonb_each(n.fulfilment) AS nv WHERE nv.value IS DISTINCT FROM o.fulfilment -> nv.key),
            'removed', (SELECT coalesce(jsonb_agg(ov.key ORDER BY ov.key), '[]'::jsonb)
              FROM jsonb_each(o.fulfilment) AS ov WHERE NOT n.fulfilment ? ov.key))
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        WHERE n.stage IS DISTINCT FROM o.stage
          AND NOT (o.stage IS NULL AND n.status IS DISTINCT FROM o.status)
        UNION ALL
        SELECT n.id, 2, 'edited', actor, changed.fields
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(nv.key, jsonb_build_object('from', ov.value, 'to', nv.value)) AS fields
          FROM jsonb_each(to_jsonb(n)) AS nv
          JOIN jsonb_each(to_jsonb(o)) AS ov ON ov.key = nv.key
          WHERE nv.value IS DISTINCT FROM ov.value
            AND nv.key NOT IN ('id', 'created_at', 'updated_at', 'created_by', 'status', 'decided_by',
              'decided_at', 'rejection_reason', 'stage', 'stage_at', 'fulfilment', 'planned_date', 'carrier_id',
              'tracking_number', 'search_text')
        ) AS changed
        WHERE changed.fields IS NOT NULL
      ) AS e
      LEFT JOIN users AS u ON u.id = e.actor_id
      ORDER BY e.id, e.rank;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Requests made before clients were linked: the client whose company name reads the same (case, accents and
-- punctuation aside; the oldest such client when several do). The history does not record this as an edit.
ALTER TABLE "material_conditioning_requests" DISABLE TRIGGER "material_conditioning_requests_history_update";
--> statement-breakpoint
UPDATE "material_conditioning_requests" AS r SET "client_id" = c.id
  FROM (SELECT DISTINCT ON (gl_search_text(company_name)) id, gl_search_text(company_name) AS name_key
        FROM clients ORDER BY gl_search_text(company_name), id) AS c
  WHERE gl_search_text(r.client_company_name) = c.name_key AND btrim(coalesce(r.client_company_name, '')) <> '';
--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ENABLE TRIGGER "material_conditioning_requests_history_update";
--> statement-breakpoint
ALTER TABLE "package_pickup_requests" DISABLE TRIGGER "package_pickup_requests_history_update";
--> statement-breakpoint
UPDATE "package_pickup_requests" AS r SET "client_id" = c.id
  FROM (SELECT DISTINCT ON (gl_search_text(company_name)) id, gl_search_text(company_name) AS name_key
        FROM clients ORDER BY gl_search_text(company_name), id) AS c
  WHERE gl_search_text(r.client_company_name) = c.name_key AND btrim(coalesce(r.client_company_name, '')) <> '';
--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ENABLE TRIGGER "package_pickup_requests_history_update";
--> statement-breakpoint
ALTER TABLE "regional_collection_requests" DISABLE TRIGGER "regional_collection_requests_history_update";
--> statement-breakpoint
UPDATE "regional_collection_requests" AS r SET "client_id" = c.id
  FROM (SELECT DISTINCT ON (gl_search_text(company_name)) id, gl_search_text(company_name) AS name_key
        FROM clients ORDER BY gl_search_text(company_name), id) AS c
  WHERE gl_search_text(r.client_company_name) = c.name_key AND btrim(coalesce(r.client_company_name, '')) <> '';
--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ENABLE TRIGGER "regional_collection_requests_history_update";
--> statement-breakpoint
ALTER TABLE "delivery_requests" DISABLE TRIGGER "delivery_requests_history_update";
--> statement-breakpoint
UPDATE "delivery_requests" AS r SET "sender_client_id" = c.id
  FROM (SELECT DISTINCT ON (gl_search_text(company_name)) id, gl_search_text(company_name) AS name_key
        FROM clients ORDER BY gl_search_text(company_name), id) AS c
  WHERE gl_search_text(r.sender_company_name) = c.name_key AND btrim(coalesce(r.sender_company_name, '')) <> '';
--> statement-breakpoint
UPDATE "delivery_requests" AS r SET "recipient_client_id" = c.id
  FROM (SELECT DISTINCT ON (gl_search_text(company_name)) id, gl_search_text(company_name) AS name_key
        FROM clients ORDER BY gl_search_text(company_name), id) AS c
  WHERE gl_search_text(r.recipient_company_name) = c.name_key AND btrim(coalesce(r.recipient_company_name, '')) <> '';
--> statement-breakpoint
ALTER TABLE "delivery_requests" ENABLE TRIGGER "delivery_requests_history_update";
--> statement-breakpoint
ALTER TABLE "collection_requests" DISABLE TRIGGER "collection_requests_history_update";
--> statement-breakpoint
UPDATE "collection_requests" AS r SET "client_id" = c.id
  FROM (SELECT DISTINCT ON (gl_search_text(company_name)) id, gl_search_text(company_name) AS name_key
        FROM clients ORDER BY gl_search_text(company_name), id) AS c
  WHERE gl_search_text(r.client_name) = c.name_key AND btrim(coalesce(r.client_name, '')) <> '';
--> statement-breakpoint
ALTER TABLE "collection_requests" ENABLE TRIGGER "collection_requests_history_update";
