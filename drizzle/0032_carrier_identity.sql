ALTER TABLE "carriers" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "waste_transport_receipt" text;