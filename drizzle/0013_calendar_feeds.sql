CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_plan_revisions" (
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"revision" integer NOT NULL,
	CONSTRAINT "request_plan_revisions_kind_request_id_pk" PRIMARY KEY("kind","request_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_idx" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
-- A planned request's plan revision (the calendar event's SEQUENCE) goes up by one in the UPDATE that
-- changes what its event says: the planned day, the slot, whether it is cancelled, or one of the kind's
-- columns given after the kind (its place and company). Requests without a planned day either side are
-- left alone. One upsert per statement, in id order (the same lock order in every statement).
CREATE OR REPLACE FUNCTION "request_plan_revisions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
  watched text[] := TG_ARGV[1:TG_NARGS - 1];
BEGIN
  INSERT INTO request_plan_revisions AS r (kind, request_id, revision)
    SELECT k, n.id, 1
    FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
    WHERE (n.planned_date IS NOT NULL OR o.planned_date IS NOT NULL)
      AND (n.planned_date IS DISTINCT FROM o.planned_date
        OR n.fulfilment -> 'timeSlot' IS DISTINCT FROM o.fulfilment -> 'timeSlot'
        OR coalesce(n.stage = 'cancelled', false) <> coalesce(o.stage = 'cancelled', false)
        OR EXISTS (SELECT 1 FROM unnest(watched) AS c WHERE to_jsonb(n) -> c IS DISTINCT FROM to_jsonb(o) -> c))
    ORDER BY n.id
  ON CONFLICT (kind, request_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "request_plan_revisions_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM request_plan_revisions AS r USING old_rows AS o WHERE r.kind = TG_ARGV[0] AND r.request_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_plan_revision" AFTER UPDATE ON "package_pickup_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_bump('package-pickup', 'client_company_name', 'company_address');
--> statement-breakpoint
CREATE TRIGGER "package_pickup_requests_plan_revision_delete" AFTER DELETE ON "package_pickup_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_forget('package-pickup');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_plan_revision" AFTER UPDATE ON "regional_collection_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_bump('regional-collection', 'client_company_name', 'company_address');
--> statement-breakpoint
CREATE TRIGGER "regional_collection_requests_plan_revision_delete" AFTER DELETE ON "regional_collection_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_forget('regional-collection');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_plan_revision" AFTER UPDATE ON "delivery_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_bump('delivery', 'sender_company_name', 'sender_contact_name', 'sender_address', 'recipient_company_name', 'recipient_contact_name', 'recipient_address');
--> statement-breakpoint
CREATE TRIGGER "delivery_requests_plan_revision_delete" AFTER DELETE ON "delivery_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_forget('delivery');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_plan_revision" AFTER UPDATE ON "collection_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_bump('collection', 'client_name', 'client_address');
--> statement-breakpoint
CREATE TRIGGER "collection_requests_plan_revision_delete" AFTER DELETE ON "collection_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_plan_revisions_forget('collection');
