ALTER TABLE "notification_outbox" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "gmail_refresh_token_encrypted" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "gmail_account" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "gmail_authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "mail_error" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "mail_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_on_decision" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "notification_outbox_sent_at_idx" ON "notification_outbox" USING btree ("sent_at") WHERE "notification_outbox"."sent_at" is not null;