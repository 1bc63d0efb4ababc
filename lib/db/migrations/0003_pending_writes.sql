CREATE TABLE "pending_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" "upstream_environment" NOT NULL,
	"reservation_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"origin" text,
	"event" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_writes_reservation_idx" ON "pending_writes" USING btree ("environment","reservation_id");