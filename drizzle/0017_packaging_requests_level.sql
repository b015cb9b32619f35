CREATE TABLE "packaging_request_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "packaging_requests_created_by_status_idx" ON "packaging_requests" USING btree ("created_by","status","created_at");--> statement-breakpoint
CREATE INDEX "packaging_requests_item_id_idx" ON "packaging_requests" USING btree ("item_id");--> statement-breakpoint
-- Kept like request_counts (0006): statement-level triggers with transition tables, one upsert per status
-- touched whatever the number of rows, in status order so concurrent writers queue instead of deadlocking.
CREATE FUNCTION "packaging_request_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM packaging_request_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO packaging_request_counts AS c (status, n)
      SELECT status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO packaging_request_counts AS c (status, n)
      SELECT status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO packaging_request_counts AS c (status, n)
      SELECT status, sum(delta) FROM (
        SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
      ) changed GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
      ON CONFLICT (status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "packaging_requests_counts_insert" AFTER INSERT ON "packaging_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packaging_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "packaging_requests_counts_update" AFTER UPDATE ON "packaging_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packaging_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "packaging_requests_counts_delete" AFTER DELETE ON "packaging_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION packaging_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "packaging_requests_counts_truncate" AFTER TRUNCATE ON "packaging_requests" FOR EACH STATEMENT EXECUTE FUNCTION packaging_request_counts_apply();
--> statement-breakpoint
-- A packaging request's history, in request_history under the kind 'packaging', written by triggers as the
-- request kinds' is (0008): its creation and its decision, with who acted (the transaction's app.actor_id,
-- else the row's author or decider). Packaging requests are never edited and have no suivi, so there is no
-- 'edited' or 'stage' event (request_history_record would read columns this table does not have).
CREATE FUNCTION "packaging_request_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_history (kind, request_id, event, actor_id, actor_name)
      SELECT 'packaging', n.id, 'created', u.id,
        coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username)
      FROM new_rows AS n
      LEFT JOIN users AS u ON u.id = coalesce(actor, n.created_by)
      ORDER BY n.id;
  ELSE
    INSERT INTO request_history (kind, request_id, event, actor_id, actor_name, details)
      SELECT 'packaging', n.id, 'decided', u.id,
        coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username),
        jsonb_build_object('status', n.status, 'rejectionReason', n.rejection_reason)
      FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
      LEFT JOIN users AS u ON u.id = coalesce(actor, n.decided_by)
      WHERE n.status IS DISTINCT FROM o.status
      ORDER BY n.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "packaging_requests_history_insert" AFTER INSERT ON "packaging_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packaging_request_history_record();
--> statement-breakpoint
CREATE TRIGGER "packaging_requests_history_update" AFTER UPDATE ON "packaging_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION packaging_request_history_record();
--> statement-breakpoint
-- An existing database, after the triggers exist and in the same transaction (a write waiting on their table
-- lock lands after this snapshot and is recorded by its trigger, never twice): the counters, and what the
-- rows still say of their history — their creation by their author and, once decided, their decision by
-- their decider, at the times recorded.
INSERT INTO "packaging_request_counts" ("status", "n")
SELECT status, count(*) FROM "packaging_requests" GROUP BY status;
--> statement-breakpoint
INSERT INTO request_history (kind, request_id, event, actor_id, actor_name, details, created_at)
  SELECT 'packaging', r.id, e.event, u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username),
    e.details, e.at
  FROM packaging_requests AS r
  CROSS JOIN LATERAL (
    SELECT 'created' AS event, r.created_by AS actor, '{}'::jsonb AS details, r.created_at AS at
    UNION ALL
    SELECT 'decided', r.decided_by,
      jsonb_build_object('status', r.status, 'rejectionReason', r.rejection_reason), coalesce(r.decided_at, r.created_at)
      WHERE r.status <> 'pending'
  ) AS e
  LEFT JOIN users AS u ON u.id = e.actor
  ORDER BY e.at, r.id;
