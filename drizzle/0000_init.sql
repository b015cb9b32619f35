CREATE TABLE "collection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"materials" text NOT NULL,
	"client_name" text NOT NULL,
	"client_contact_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"client_email" text NOT NULL,
	"client_address" text NOT NULL,
	"comments" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_type" text NOT NULL,
	"description" text,
	"no_dimensions_required" boolean DEFAULT false NOT NULL,
	"requester" text NOT NULL,
	"sender_company_name" text,
	"sender_contact_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_address" text NOT NULL,
	"recipient_company_name" text,
	"recipient_contact_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_address" text NOT NULL,
	"collection_date" date NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_conditioning_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"company_address" text NOT NULL,
	"offer_number" text NOT NULL,
	"computers_to_collect" integer DEFAULT 0 NOT NULL,
	"pc_fixes_to_send" integer DEFAULT 0 NOT NULL,
	"phones_to_collect" integer DEFAULT 0 NOT NULL,
	"tablets_to_collect" integer DEFAULT 0 NOT NULL,
	"screens_to_collect" integer DEFAULT 0 NOT NULL,
	"d3e_boxes_to_fill" integer DEFAULT 0 NOT NULL,
	"pc_envelopes" integer DEFAULT 0 NOT NULL,
	"phone_envelopes" integer DEFAULT 0 NOT NULL,
	"tablet_envelopes" integer DEFAULT 0 NOT NULL,
	"standard_boxes" integer DEFAULT 0 NOT NULL,
	"screen_boxes" integer DEFAULT 0 NOT NULL,
	"d3e_boxes" integer DEFAULT 0 NOT NULL,
	"uses_pallet_shipping" boolean DEFAULT false NOT NULL,
	"pallet_quantity" integer DEFAULT 0 NOT NULL,
	"pallet_length" real,
	"pallet_width" real,
	"pallet_height" real,
	"pallet_weight" real,
	"desired_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_pickup_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"client_company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"company_address" text NOT NULL,
	"offer_number" text,
	"lot_value" text,
	"shipping_address_id" integer,
	"custom_shipping_address" text,
	"shipping_destination" text,
	"number_of_packages" integer,
	"number_of_pallets" integer,
	"package_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pallet_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desired_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regional_collection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"company_address" text NOT NULL,
	"offer_number" text,
	"computers_to_collect" integer DEFAULT 0 NOT NULL,
	"pc_fixes_to_collect" integer DEFAULT 0 NOT NULL,
	"phones_to_collect" integer DEFAULT 0 NOT NULL,
	"tablets_to_collect" integer DEFAULT 0 NOT NULL,
	"screens_to_collect" integer DEFAULT 0 NOT NULL,
	"d3e_boxes" integer DEFAULT 0 NOT NULL,
	"preferred_time_slot" text,
	"specific_time" text,
	"desired_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text NOT NULL,
	"company_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"carton_width" integer DEFAULT 40 NOT NULL,
	"carton_length" integer DEFAULT 30 NOT NULL,
	"carton_height" integer DEFAULT 20 NOT NULL,
	"grand_carton_width" integer DEFAULT 60 NOT NULL,
	"grand_carton_length" integer DEFAULT 40 NOT NULL,
	"grand_carton_height" integer DEFAULT 30 NOT NULL,
	"europalette_width" integer DEFAULT 80 NOT NULL,
	"europalette_length" integer DEFAULT 120 NOT NULL,
	"offer_number_prefix" text DEFAULT 'OE-000' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"delivery_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_email" text
);
--> statement-breakpoint
CREATE TABLE "packaging_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text DEFAULT 'pièces' NOT NULL,
	"current_stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer DEFAULT 10 NOT NULL,
	"max_stock" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_items_current_stock_check" CHECK ("packaging_items"."current_stock" >= 0),
	CONSTRAINT "packaging_items_min_max_check" CHECK ("packaging_items"."min_stock" >= 0 AND "packaging_items"."max_stock" >= 1 AND "packaging_items"."min_stock" < "packaging_items"."max_stock")
);
--> statement-breakpoint
CREATE TABLE "packaging_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"type" text NOT NULL,
	"requester" text NOT NULL,
	"needed_by" date,
	"comments" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"request_id" integer,
	"comments" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"odoo_login" text,
	"odoo_password_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_requests" ADD CONSTRAINT "collection_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_requests" ADD CONSTRAINT "collection_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD CONSTRAINT "delivery_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD CONSTRAINT "material_conditioning_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_conditioning_requests" ADD CONSTRAINT "material_conditioning_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD CONSTRAINT "package_pickup_requests_shipping_address_id_saved_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."saved_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD CONSTRAINT "package_pickup_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_pickup_requests" ADD CONSTRAINT "package_pickup_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD CONSTRAINT "regional_collection_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_collection_requests" ADD CONSTRAINT "regional_collection_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD CONSTRAINT "packaging_requests_item_id_packaging_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."packaging_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD CONSTRAINT "packaging_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_requests" ADD CONSTRAINT "packaging_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_packaging_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."packaging_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_requests_status_idx" ON "collection_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "collection_requests_created_at_idx" ON "collection_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "delivery_requests_status_idx" ON "delivery_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "delivery_requests_collection_date_idx" ON "delivery_requests" USING btree ("collection_date");--> statement-breakpoint
CREATE INDEX "delivery_requests_created_at_idx" ON "delivery_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_status_idx" ON "material_conditioning_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_desired_date_idx" ON "material_conditioning_requests" USING btree ("desired_date");--> statement-breakpoint
CREATE INDEX "material_conditioning_requests_created_at_idx" ON "material_conditioning_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_status_idx" ON "package_pickup_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_desired_date_idx" ON "package_pickup_requests" USING btree ("desired_date");--> statement-breakpoint
CREATE INDEX "package_pickup_requests_created_at_idx" ON "package_pickup_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_status_idx" ON "regional_collection_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_desired_date_idx" ON "regional_collection_requests" USING btree ("desired_date");--> statement-breakpoint
CREATE INDEX "regional_collection_requests_created_at_idx" ON "regional_collection_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "packaging_requests_status_idx" ON "packaging_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "packaging_requests_created_at_idx" ON "packaging_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_item_id_idx" ON "stock_movements" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "stock_movements_created_at_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_idx" ON "users" USING btree ("google_subject");