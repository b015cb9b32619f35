ALTER TABLE "login_failures" RENAME TO "login_attempts";--> statement-breakpoint
DROP INDEX "login_failures_username_idx";--> statement-breakpoint
DROP INDEX "login_failures_ip_idx";--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");