CREATE TABLE "tracking_throttle" (
	"ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "tracking_throttle_ip_window_start_pk" PRIMARY KEY("ip","window_start")
);
--> statement-breakpoint
CREATE INDEX "tracking_throttle_window_start_idx" ON "tracking_throttle" USING btree ("window_start");