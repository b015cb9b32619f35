CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_type" text NOT NULL,
	"request_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "material_conditioning_requests_status_idx";--> statement-breakpoint
DROP INDEX "package_pickup_requests_status_idx";--> statement-breakpoint
DROP INDEX "regional_collection_requests_status_idx";--> statement-breakpoint
ALTER TABLE "collection_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "notification_outbox_state_idx" ON "notification_outbox" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_status_created_at_idx" ON "material_conditioning_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_status_created_at_idx" ON "package_pickup_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_status_created_at_idx" ON "regional_collection_requests" USING btree ("status","created_at");