CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tracking_url_template" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_receptions" (
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"computers_received" integer,
	"pc_fixes_received" integer,
	"phones_received" integer,
	"tablets_received" integer,
	"screens_received" integer,
	"d3e_boxes_received" integer,
	"computers_declared" integer,
	"pc_fixes_declared" integer,
	"phones_declared" integer,
	"tablets_declared" integer,
	"screens_declared" integer,
	"d3e_boxes_declared" integer,
	"units_received" integer,
	"units_declared" integer,
	"weight_kg" real NOT NULL,
	"weight_estimated" boolean DEFAULT false NOT NULL,
	"remark" text,
	CONSTRAINT "request_receptions_kind_request_id_pk" PRIMARY KEY("kind","request_id")
);
--> statement-breakpoint
CREATE TABLE "request_stage_counts" (
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_stage_counts_kind_stage_pk" PRIMARY KEY("kind","stage")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "fulfilment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "fulfilment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "fulfilment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "fulfilment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "fulfilment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "client_mail_planned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "client_mail_shipped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "client_mail_received" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "request_receptions" ADD CONSTRAINT "request_receptions_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_idx" ON "carriers" USING btree (lower("name")) WHERE "carriers"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "request_receptions_received_at_idx" ON "request_receptions" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_hash_idx" ON "tracking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_live_idx" ON "tracking_links" USING btree ("kind","request_id") WHERE "tracking_links"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD CONSTRAINT "collection_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD CONSTRAINT "material_conditioning_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD CONSTRAINT "package_pickup_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD CONSTRAINT "regional_collection_requests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_requests_stage_created_at_idx" ON "collection_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "collection_requests_stage_planned_date_idx" ON "collection_requests" USING btree ("stage","planned_date");--> statement-breakpoint
CREATE INDEX "delivery_requests_stage_created_at_idx" ON "delivery_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_stage_planned_date_idx" ON "delivery_requests" USING btree ("stage","planned_date");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_stage_created_at_idx" ON "material_conditioning_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_stage_planned_date_idx" ON "material_conditioning_requests" USING btree ("stage","planned_date");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_stage_created_at_idx" ON "package_pickup_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_stage_planned_date_idx" ON "package_pickup_requests" USING btree ("stage","planned_date");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_stage_created_at_idx" ON "regional_collection_requests" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_stage_planned_date_idx" ON "regional_collection_requests" USING btree ("stage","planned_date");--> statement-breakpoint
-- The carriers French shippers use most, and the team's own means. Each template is the carrier's public
-- tracking page with {numero} where the number goes (checked against each site's own link); Geodis has no
-- public page that takes a number in its address, « Moyens propres » none at all.
INSERT INTO "carriers" ("name", "tracking_url_template") VALUES
  ('Colissimo', 'https://www.laposte.fr/outils/suivre-vos-envois?code={numero}'),
  ('Chronopost', 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={numero}'),
  ('DHL Express', 'https://www.dhl.com/fr-fr/home/tracking/tracking-express.html?submit=1&tracking-id={numero}'),
  ('DB Schenker', 'https://www.dbschenker.com/app/tracking-public/?refNumber={numero}'),
  ('Geodis', NULL),
  ('UPS', 'https://www.ups.com/track?loc=fr_FR&tracknum={numero}'),
  ('TNT / FedEx', 'https://www.fedex.com/fedextrack/?trknbr={numero}'),
  ('Moyens propres', NULL);
--> statement-breakpoint
-- The request counters (0006) now also count requests per stage (request_stage_counts), in the same
-- statement-level triggers and the same way: one upsert per stage touched, in key order, after the status
-- and day counters (the same lock order in every statement). Requests without a stage are not counted.
CREATE OR REPLACE FUNCTION "request_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM request_counts WHERE kind = k;
    DELETE FROM request_daily_counts WHERE kind = k;
    DELETE FROM request_stage_counts WHERE kind = k;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO request_counts AS c (kind, status, n)
      SELECT k, status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (kind, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_daily_counts AS c (day, kind, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, k, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day, kind) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_stage_counts AS c (kind, stage, n)
      SELECT k, stage, count(*) FROM new_rows WHERE stage IS NOT NULL GROUP BY stage ORDER BY stage
      ON CONFLICT (kind, stage) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_counts AS c (kind, status, n)
      SELECT k, status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (kind, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_daily_counts AS c (day, kind, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, k, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day, kind) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_stage_counts AS c (kind, stage, n)
      SELECT k, stage, -count(*) FROM old_rows WHERE stage IS NOT NULL GROUP BY stage ORDER BY stage
      ON CONFLICT (kind, stage) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- UPDATE: the difference between the rows after and before, by status, by creation day, by stage.
    INSERT INTO request_counts AS c (kind, status, n)
      SELECT k, status, sum(delta) FROM (
        SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
      ) changed GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
      ON CONFLICT (kind, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_daily_counts AS c (day, kind, n)
      SELECT day, k, sum(delta) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS delta FROM new_rows
        UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
      ) changed GROUP BY day HAVING sum(delta) <> 0 ORDER BY day
      ON CONFLICT (day, kind) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_stage_counts AS c (kind, stage, n)
      SELECT k, stage, sum(delta) FROM (
        SELECT stage, 1 AS delta FROM new_rows WHERE stage IS NOT NULL
        UNION ALL SELECT stage, -1 FROM old_rows WHERE stage IS NOT NULL
      ) changed GROUP BY stage HAVING sum(delta) <> 0 ORDER BY stage
      ON CONFLICT (kind, stage) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The history (0008) records each change of stage as its own event, 'stage' {from, to, fields, removed}:
-- the stages' fields set or changed by the move, and those an administrator's step back removed. The
-- acceptance, which starts the suivi at its first stage in the decision's own UPDATE, is the 'decided'
-- event alone. The suivi's columns never show as an 'edited' change.
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
              'tracking_number')
        ) AS changed
        WHERE changed.fields IS NOT NULL
      ) AS e
      LEFT JOIN users AS u ON u.id = e.actor_id
      ORDER BY e.id, e.rank;
  END IF;
  RETURN NULL;
END
$$;
