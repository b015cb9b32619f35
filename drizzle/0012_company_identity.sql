CREATE TABLE "company_identity" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_name" text,
	"siret" text,
	"address" text,
	"phone" text,
	"email" text,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone
);
