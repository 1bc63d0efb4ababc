ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_start");--> statement-breakpoint
-- Counts kept under the old keys (one per e-mail, one per address) mean nothing to the new throttle.
DELETE FROM "sign_in_failures";
