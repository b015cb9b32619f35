ALTER TABLE "carriers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0076: every change of a carrier (an edit, its archiving) raises its version (gl_raise_version, drizzle 0020).
CREATE TRIGGER "carriers_version" BEFORE UPDATE ON "carriers" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
