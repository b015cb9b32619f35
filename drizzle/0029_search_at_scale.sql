CREATE INDEX "collection_requests_client_stage_idx" ON "collection_requests" USING btree ("client_id","stage","stage_at","id") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_client_stage_idx" ON "material_conditioning_requests" USING btree ("client_id","stage","stage_at","id") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "package_pickup_requests_client_stage_idx" ON "package_pickup_requests" USING btree ("client_id","stage","stage_at","id") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "regional_collection_requests_client_stage_idx" ON "regional_collection_requests" USING btree ("client_id","stage","stage_at","id") WHERE status = 'completed';--> statement-breakpoint
-- Hand-written (decision 0083): each list's status index also carries search_text, so a search in a tab and its
-- count read the index alone. Drizzle declares neither INCLUDE nor the generated column: the schema keeps
-- the index's key columns, the same name, and this definition.
DROP INDEX "material_conditioning_requests_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_status_created_at_idx" ON "material_conditioning_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX "package_pickup_requests_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "package_pickup_requests_status_created_at_idx" ON "package_pickup_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX "regional_collection_requests_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "regional_collection_requests_status_created_at_idx" ON "regional_collection_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX "delivery_requests_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "delivery_requests_status_created_at_idx" ON "delivery_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX "collection_requests_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "collection_requests_status_created_at_idx" ON "collection_requests" USING btree ("status","created_at","id") INCLUDE ("search_text");
