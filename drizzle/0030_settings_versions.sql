ALTER TABLE "company_identity" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_identity" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_identity" ADD CONSTRAINT "company_identity_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0076: every change of the company identity raises its version (its save, the logo's upload or
-- removal: the same row), gl_raise_version of drizzle 0020.
CREATE TRIGGER "company_identity_version" BEFORE UPDATE ON "company_identity" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
--> statement-breakpoint
-- The settings row also holds the Gmail authorization and the last mail error, written by the senders: only
-- an update that sets a notification setting (or who saved them) raises their version, so a failed send
-- never makes an administrator's edit stale.
CREATE TRIGGER "settings_version" BEFORE UPDATE OF "notification_email", "client_mail_planned", "client_mail_shipped", "client_mail_received", "updated_by", "updated_at" ON "settings" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
