ALTER TABLE "general_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0076: every change of the general settings raises their version (gl_raise_version, drizzle 0020).
CREATE TRIGGER "general_settings_version" BEFORE UPDATE ON "general_settings" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
