-- A request's history (its details dialog) reads the mails of that request: by type and id, in id order.
CREATE INDEX "notification_outbox_request_idx" ON "notification_outbox" USING btree ("request_type","request_id","id");
--> statement-breakpoint
-- Each request's history is written by triggers, in the transaction of the change it records, so no write path
-- can skip it: the service, seeds, benches, manual SQL. Statement-level with transition tables, like the
-- counters (0006): a bulk INSERT … SELECT writes its events in one statement, not one trigger call per row.
-- Who acted is what the service set for its transaction (`set_config('app.actor_id', id, true)`,
-- request-history/actor.ts); a write without it falls back to the row's author (creation) or decider
-- (decision), else to nobody. The actor's name is copied as it is then, so the history still says who after
-- the account is renamed or deleted.
--   INSERT → 'created'.
--   UPDATE changing the status → 'decided' {status, rejectionReason}.
--   UPDATE changing anything else → 'edited' {column: {from, to}}: the columns whose values differ, minus the
--   bookkeeping ones (id, timestamps, author, decision columns); nothing at all when nothing differs.
-- (An UPDATE changing both, only possible by hand, records both.)
CREATE FUNCTION "request_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        SELECT n.id, 1, 'edited', actor, changed.fields
        FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(nv.key, jsonb_build_object('from', ov.value, 'to', nv.value)) AS fields
          FROM jsonb_each(to_jsonb(n)) AS nv
          JOIN jsonb_each(to_jsonb(o)) AS ov ON ov.key = nv.key
          WHERE nv.value IS DISTINCT FROM ov.value
            AND nv.key NOT IN ('id', 'created_at', 'updated_at', 'created_by', 'status', 'decided_by',
              'decided_at', 'rejection_reason')
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
CREATE TRIGGER "material_conditioning_requests_history_insert" AFTER INSERT ON "material_conditioning_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('material-conditioning');
--> statement-breakpoint
CREATE TRIGGER "material_conditioning_requests_history_update" AFTER UPDATE ON "material_conditioning_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('material-conditioning');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_history_insert" AFTER INSERT ON "package_pickup_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_history_update" AFTER UPDATE ON "package_pickup_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_history_insert" AFTER INSERT ON "regional_collection_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_history_update" AFTER UPDATE ON "regional_collection_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_history_insert" AFTER INSERT ON "delivery_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('delivery');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_history_update" AFTER UPDATE ON "delivery_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('delivery');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_history_insert" AFTER INSERT ON "collection_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('collection');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_history_update" AFTER UPDATE ON "collection_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_record('collection');
--> statement-breakpoint
-- Requests written before the triggers existed get what their rows still say: their creation (by their
-- author) and, once decided, their decision (by their decider), at the times recorded. Their edits are lost.
-- The triggers' table locks hold concurrent writes until this migration commits, so none is recorded twice.
INSERT INTO request_history (kind, request_id, event, actor_id, actor_name, details, created_at)
  SELECT r.kind, r.id, e.event, u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username),
    e.details, e.at
  FROM (
    SELECT 'material-conditioning' AS kind, id, status, created_by, created_at, decided_by, decided_at, rejection_reason FROM material_conditioning_requests
    UNION ALL SELECT 'package-pickup', id, status, created_by, created_at, decided_by, decided_at, rejection_reason FROM package_pickup_requests
    UNION ALL SELECT 'regional-collection', id, status, created_by, created_at, decided_by, decided_at, rejection_reason FROM regional_collection_requests
    UNION ALL SELECT 'delivery', id, status, created_by, created_at, decided_by, decided_at, rejection_reason FROM delivery_requests
    UNION ALL SELECT 'collection', id, status, created_by, created_at, decided_by, decided_at, rejection_reason FROM collection_requests
  ) AS r
  CROSS JOIN LATERAL (
    SELECT 'created' AS event, r.created_by AS actor, '{}'::jsonb AS details, r.created_at AS at
    UNION ALL
    SELECT 'decided', r.decided_by,
      jsonb_build_object('status', r.status, 'rejectionReason', r.rejection_reason), coalesce(r.decided_at, r.created_at)
      WHERE r.status <> 'pending'
  ) AS e
  LEFT JOIN users AS u ON u.id = e.actor
  ORDER BY e.at, r.kind, r.id;
