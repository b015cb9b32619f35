ALTER TABLE "packaging_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_items" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "packaging_items" ADD CONSTRAINT "packaging_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0076: every change of an item (an edit, a stock movement, its archiving) raises its version (gl_raise_version, drizzle 0020).
CREATE TRIGGER "packaging_items_version" BEFORE UPDATE ON "packaging_items" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
