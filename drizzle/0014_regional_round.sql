CREATE TABLE "regional_round_orders" (
	"day" date PRIMARY KEY NOT NULL,
	"request_ids" integer[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regional_round_orders" ADD CONSTRAINT "regional_round_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;