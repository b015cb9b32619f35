ALTER TABLE "packaging_items" ADD COLUMN "initial_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_items" ADD COLUMN "packaging_kind" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "reason" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "request_type" text;--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_items_packaging_kind_idx" ON "packaging_items" USING btree ("packaging_kind") WHERE "packaging_items"."packaging_kind" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_request_idx" ON "stock_movements" USING btree ("request_type","request_id");--> statement-breakpoint
-- Items created before the ledger: their starting value is what the movements do not explain.
UPDATE "packaging_items" SET "initial_stock" = "current_stock" - COALESCE((SELECT SUM("quantity") FROM "stock_movements" m WHERE m."item_id" = "packaging_items"."id"), 0);
