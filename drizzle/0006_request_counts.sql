CREATE TABLE "request_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
CREATE TABLE "request_daily_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "request_daily_counts_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
-- The counters are kept by statement-level triggers, in the transaction of the write, from the rows the
-- statement changed (transition tables): one upsert per status or day touched, whatever the number of rows,
-- so a bulk INSERT … SELECT costs one upsert per group, and a write that changes neither the status nor the
-- creation date (an edit) touches no counter at all. Rows are upserted in key order, the same in every
-- statement, so concurrent writers queue on the counter rows instead of deadlocking.
CREATE FUNCTION "request_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM request_counts WHERE kind = k;
    DELETE FROM request_daily_counts WHERE kind = k;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO request_counts AS c (kind, status, n)
      SELECT k, status, count(*) FROM new_rows GROUP BY status ORDER BY status
      ON CONFLICT (kind, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_daily_counts AS c (day, kind, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, k, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day, kind) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_counts AS c (kind, status, n)
      SELECT k, status, -count(*) FROM old_rows GROUP BY status ORDER BY status
      ON CONFLICT (kind, status) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_daily_counts AS c (day, kind, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, k, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day, kind) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- UPDATE: the difference between the rows after and before, by status and by creation day.
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
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "material_conditioning_requests_counts_insert" AFTER INSERT ON "material_conditioning_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('material-conditioning');
--> statement-breakpoint
CREATE TRIGGER "material_conditioning_requests_counts_update" AFTER UPDATE ON "material_conditioning_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('material-conditioning');
--> statement-breakpoint
CREATE TRIGGER "material_conditioning_requests_counts_delete" AFTER DELETE ON "material_conditioning_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('material-conditioning');
--> statement-breakpoint
CREATE TRIGGER "material_conditioning_requests_counts_truncate" AFTER TRUNCATE ON "material_conditioning_requests" FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('material-conditioning');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_counts_insert" AFTER INSERT ON "package_pickup_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_counts_update" AFTER UPDATE ON "package_pickup_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_counts_delete" AFTER DELETE ON "package_pickup_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_counts_truncate" AFTER TRUNCATE ON "package_pickup_requests" FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_counts_insert" AFTER INSERT ON "regional_collection_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_counts_update" AFTER UPDATE ON "regional_collection_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_counts_delete" AFTER DELETE ON "regional_collection_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_counts_truncate" AFTER TRUNCATE ON "regional_collection_requests" FOR EACH STATEMENT EXECUTE FUNCTION request_counts_apply('regional-collection');
--> statement-breakpoint
-- Backfill an existing database, after the triggers exist and in the same transaction: a write waiting on the
-- triggers' table lock lands after this snapshot and is counted by its trigger, never twice.
INSERT INTO "request_counts" ("kind", "status", "n")
SELECT 'material-conditioning', status, count(*) FROM "material_conditioning_requests" GROUP BY status
UNION ALL SELECT 'package-pickup', status, count(*) FROM "package_pickup_requests" GROUP BY status
UNION ALL SELECT 'regional-collection', status, count(*) FROM "regional_collection_requests" GROUP BY status;
--> statement-breakpoint
INSERT INTO "request_daily_counts" ("day", "kind", "n")
SELECT (created_at AT TIME ZONE 'UTC')::date, 'material-conditioning', count(*) FROM "material_conditioning_requests" GROUP BY 1
UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 'package-pickup', count(*) FROM "package_pickup_requests" GROUP BY 1
UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 'regional-collection', count(*) FROM "regional_collection_requests" GROUP BY 1;