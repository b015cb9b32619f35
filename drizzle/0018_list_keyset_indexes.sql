-- Issue 23: every list index ends with id, the last column of every list's order, so a list's next page (keyset
-- paging: after the last row's key, decision 0063) is read from the index in order, without a sort.
DROP INDEX "collection_requests_status_created_at_idx";--> statement-breakpoint
DROP INDEX "collection_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "collection_requests_stage_created_at_idx";--> statement-breakpoint
DROP INDEX "delivery_requests_status_created_at_idx";--> statement-breakpoint
DROP INDEX "delivery_requests_collection_date_idx";--> statement-breakpoint
DROP INDEX "delivery_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "delivery_requests_stage_created_at_idx";--> statement-breakpoint
DROP INDEX "material_conditioning_requests_status_created_at_idx";--> statement-breakpoint
DROP INDEX "material_conditioning_requests_desired_date_idx";--> statement-breakpoint
DROP INDEX "material_conditioning_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "material_conditioning_requests_stage_created_at_idx";--> statement-breakpoint
DROP INDEX "package_pickup_requests_status_created_at_idx";--> statement-breakpoint
DROP INDEX "package_pickup_requests_desired_date_idx";--> statement-breakpoint
DROP INDEX "package_pickup_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "package_pickup_requests_stage_created_at_idx";--> statement-breakpoint
DROP INDEX "regional_collection_requests_status_created_at_idx";--> statement-breakpoint
DROP INDEX "regional_collection_requests_desired_date_idx";--> statement-breakpoint
DROP INDEX "regional_collection_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "regional_collection_requests_stage_created_at_idx";--> statement-breakpoint
DROP INDEX "regional_collection_requests_calendar_date_idx";--> statement-breakpoint
CREATE INDEX "collection_requests_status_created_at_idx" ON "collection_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "collection_requests_created_at_idx" ON "collection_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "collection_requests_stage_created_at_idx" ON "collection_requests" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_created_at_idx" ON "delivery_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_collection_date_idx" ON "delivery_requests" USING btree ("collection_date","created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_created_at_idx" ON "delivery_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_requests_stage_created_at_idx" ON "delivery_requests" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_status_created_at_idx" ON "material_conditioning_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_desired_date_idx" ON "material_conditioning_requests" USING btree ("desired_date","created_at","id");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_created_at_idx" ON "material_conditioning_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_stage_created_at_idx" ON "material_conditioning_requests" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_status_created_at_idx" ON "package_pickup_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_desired_date_idx" ON "package_pickup_requests" USING btree ("desired_date","created_at","id");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_created_at_idx" ON "package_pickup_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_stage_created_at_idx" ON "package_pickup_requests" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_status_created_at_idx" ON "regional_collection_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_desired_date_idx" ON "regional_collection_requests" USING btree ("desired_date","created_at","id");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_created_at_idx" ON "regional_collection_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_stage_created_at_idx" ON "regional_collection_requests" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_calendar_date_idx" ON "regional_collection_requests" USING btree (coalesce("planned_date", "desired_date"),"created_at","id");