CREATE TABLE "admin_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"actor_email" text,
	"ip" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_journal" ADD CONSTRAINT "admin_journal_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_journal_at_idx" ON "admin_journal" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_journal_actor_at_idx" ON "admin_journal" USING btree ("actor_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_journal_action_at_idx" ON "admin_journal" USING btree ("action","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Decision 0081: the journal is append-only, even for a bug. UPDATE and DELETE are refused, except the
-- foreign key's own ON DELETE SET NULL (an account removed: the row keeps its copied name and email).
-- TRUNCATE is not a row event: the test harness's reset still empties the table.
CREATE FUNCTION "admin_journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND to_jsonb(NEW) - 'actor_id' = to_jsonb(OLD) - 'actor_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Le journal d''administration ne peut être ni modifié ni supprimé.'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_journal_append_only" BEFORE UPDATE OR DELETE ON "admin_journal" FOR EACH ROW EXECUTE FUNCTION admin_journal_append_only();
