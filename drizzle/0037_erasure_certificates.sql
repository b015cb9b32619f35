CREATE TABLE "erasure_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"number" text NOT NULL,
	"token_hash" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"summary" jsonb NOT NULL,
	"replaced_by" integer,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "client_mail_certificate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "erasure_certificates" ADD CONSTRAINT "erasure_certificates_replaced_by_erasure_certificates_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."erasure_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_certificates" ADD CONSTRAINT "erasure_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_certificates_lot_idx" ON "erasure_certificates" USING btree ("kind","request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_certificates_number_idx" ON "erasure_certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_certificates_token_idx" ON "erasure_certificates" USING btree ("token_hash");--> statement-breakpoint
DROP TRIGGER "settings_version" ON "settings";--> statement-breakpoint
CREATE TRIGGER "settings_version" BEFORE UPDATE OF "notification_email", "client_mail_planned", "client_mail_shipped", "client_mail_received", "client_mail_certificate", "updated_by", "updated_at" ON "settings" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();