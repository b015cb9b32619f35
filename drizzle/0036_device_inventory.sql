CREATE TABLE "device_lots" (
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_lots_kind_request_id_pk" PRIMARY KEY("kind","request_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"inventory_number" text GENERATED ALWAYS AS ('EQ' || CASE WHEN id < 1000000 THEN lpad(id::text, 6, '0') ELSE id::text END) STORED NOT NULL,
	"category" text NOT NULL,
	"serial_number" text,
	"client_asset_tag" text,
	"make" text,
	"model" text,
	"imei" text,
	"grade" text,
	"notes" text,
	"no_storage" boolean DEFAULT false NOT NULL,
	"disposition" text,
	"waste_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"format" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"document_id" text,
	"matched" integer NOT NULL,
	"unmatched" jsonb NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanitisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"medium_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"standard" text,
	"tool" text,
	"tool_version" text,
	"result" text NOT NULL,
	"performed_at" timestamp with time zone NOT NULL,
	"operator" text,
	"witness" text,
	"evidence" text,
	"report_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"type" text NOT NULL,
	"serial_number" text,
	"capacity_gb" real,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_lots" ADD CONSTRAINT "device_lots_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_reports" ADD CONSTRAINT "erasure_reports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitisations" ADD CONSTRAINT "sanitisations_medium_id_storage_media_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."storage_media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitisations" ADD CONSTRAINT "sanitisations_report_id_erasure_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."erasure_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitisations" ADD CONSTRAINT "sanitisations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_media" ADD CONSTRAINT "storage_media_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_lot_idx" ON "devices" USING btree ("kind","request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_inventory_number_idx" ON "devices" USING btree ("inventory_number");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_lot_serial_idx" ON "devices" USING btree ("kind","request_id",upper("serial_number")) WHERE "devices"."serial_number" is not null;--> statement-breakpoint
CREATE INDEX "devices_serial_idx" ON "devices" USING btree (upper("serial_number"));--> statement-breakpoint
CREATE INDEX "devices_imei_idx" ON "devices" USING btree ("imei");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_reports_lot_sha256_idx" ON "erasure_reports" USING btree ("kind","request_id","sha256");--> statement-breakpoint
CREATE INDEX "sanitisations_medium_idx" ON "sanitisations" USING btree ("medium_id","id");--> statement-breakpoint
CREATE INDEX "storage_media_device_idx" ON "storage_media" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "storage_media_serial_idx" ON "storage_media" USING btree (upper("serial_number"));--> statement-breakpoint
CREATE TRIGGER "devices_version" BEFORE UPDATE ON "devices" FOR EACH ROW EXECUTE FUNCTION gl_raise_version();
