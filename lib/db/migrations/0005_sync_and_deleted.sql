CREATE TABLE "deleted_reservations" (
	"environment" "upstream_environment" NOT NULL,
	"id" uuid NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"start_utc" timestamp with time zone,
	"end_utc" timestamp with time zone,
	"resource_id" uuid,
	"carrier" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"record" jsonb NOT NULL,
	"detail_from" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"learnt_at" timestamp with time zone NOT NULL,
	"learnt_via" text NOT NULL,
	CONSTRAINT "deleted_reservations_environment_id_pk" PRIMARY KEY("environment","id")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" "upstream_environment" NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	"status" text NOT NULL,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"holder" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_refusals" (
	"reason" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_detail" text
);
--> statement-breakpoint
ALTER TABLE "connection_settings" ADD COLUMN "sync_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deleted_reservations_deleted_idx" ON "deleted_reservations" USING btree ("environment","deleted_at");--> statement-breakpoint
CREATE INDEX "sync_runs_environment_idx" ON "sync_runs" USING btree ("environment","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_active_idx" ON "sync_runs" USING btree ("environment") WHERE status in ('queued', 'running');--> statement-breakpoint
-- Deletions the mirror recorded before the audit had its own table (only webhooks recorded them then).
INSERT INTO "deleted_reservations" ("environment", "id", "number", "start_utc", "end_utc", "resource_id", "carrier", "search_text", "record", "detail_from", "deleted_at", "learnt_at", "learnt_via")
SELECT "environment", "id", coalesce("record"->>'ReservationNumber', ''), "start_utc", "end_utc", "resource_id", coalesce("record"->>'Carrier', ''),
  lower(concat_ws(E'\n', "record"->>'ReservationNumber', "record"->>'Carrier', "record"->>'VehicleNumberPlate', "record"->>'TrailerNumberPlate', "record"->>'CarrierDriverFullName', "record"->>'OrderNumbers', "record"->>'SupplierNames', "record"->>'Note')),
  "record", 'mirror', "deleted_at", "deleted_at", 'webhook'
FROM "reservation_mirror" WHERE "deleted_at" IS NOT NULL
ON CONFLICT DO NOTHING;
