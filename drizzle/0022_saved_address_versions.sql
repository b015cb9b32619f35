ALTER TABLE "saved_addresses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0076: every change of a saved address raises its version (gl_raise_version, drizzle 0020).
CREATE TRIGGER "saved_addresses_version" BEFORE UPDATE ON "saved_addresses" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
