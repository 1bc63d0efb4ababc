ALTER TABLE "webhook_inbox" ADD COLUMN "processed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
UPDATE "webhook_inbox" SET "processed_count" = 1 WHERE "processed_at" IS NOT NULL;