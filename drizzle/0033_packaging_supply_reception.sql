ALTER TABLE "packaging_requests" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD CONSTRAINT "packaging_requests_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 0091): a supply is approved (« Commandée », status 'ordered', the stock untouched),
-- then marked received (status 'received', received_by / received_at), which moves the stock. The history
-- records both changes of status as 'decided' events, as it records a decision (drizzle/0017); a reception
-- names who marked it (the transaction's app.actor_id, else received_by), not the one who approved it.
CREATE OR REPLACE FUNCTION "packaging_request_history_record"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      LEFT JOIN users AS u ON u.id = coalesce(
        actor, CASE WHEN n.status = 'received' THEN n.received_by ELSE n.decided_by END)
      WHERE n.status IS DISTINCT FROM o.status
      ORDER BY n.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A supply approved before this migration already moved the stock at its approval: it is received, by its
-- approver at its approval, never ordered (marking it received again would add it twice). The counters'
-- trigger moves it from 'approved' to 'received'; the history's is held off so the event below carries the
-- approval's time, not the migration's (ALTER TABLE locks the table until the migration commits).
ALTER TABLE "packaging_requests" DISABLE TRIGGER "packaging_requests_history_update";
--> statement-breakpoint
UPDATE "packaging_requests" SET "status" = 'received', "received_by" = "decided_by", "received_at" = "decided_at"
WHERE "type" = 'supply' AND "status" = 'approved';
--> statement-breakpoint
ALTER TABLE "packaging_requests" ENABLE TRIGGER "packaging_requests_history_update";
--> statement-breakpoint
INSERT INTO request_history (kind, request_id, event, actor_id, actor_name, details, created_at)
  SELECT 'packaging', r.id, 'decided', u.id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username),
    jsonb_build_object('status', 'received', 'rejectionReason', NULL), coalesce(r.received_at, r.created_at)
  FROM packaging_requests AS r
  LEFT JOIN users AS u ON u.id = r.received_by
  WHERE r.type = 'supply' AND r.status = 'received'
  ORDER BY coalesce(r.received_at, r.created_at), r.id;
