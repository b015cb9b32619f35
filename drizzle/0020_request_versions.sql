ALTER TABLE "collection_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Issue 24, decision 0076: every change of a request raises its version, whichever statement makes it (an
-- edit, a decision, a move of the suivi, a client link), so a PUT based on an older version is refused.
CREATE FUNCTION "gl_raise_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "material_conditioning_requests_version" BEFORE UPDATE ON "material_conditioning_requests" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_version" BEFORE UPDATE ON "package_pickup_requests" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_version" BEFORE UPDATE ON "regional_collection_requests" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_version" BEFORE UPDATE ON "delivery_requests" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
--> statement-breakpoint
CREATE TRIGGER "collection_requests_version" BEFORE UPDATE ON "collection_requests" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
--> statement-breakpoint
-- The version is no field of a request: an edit's history never lists it.
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
              'tracking_number', 'search_text', 'version')
        ) AS changed
        WHERE changed.fields IS NOT NULL
      ) AS e
      LEFT JOIN users AS u ON u.id = e.actor_id
      ORDER BY e.id, e.rank;
  END IF;
  RETURN NULL;
END
$$;
