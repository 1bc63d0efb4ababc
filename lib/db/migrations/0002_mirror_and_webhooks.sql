CREATE TABLE "lookup_mirror" (
	"environment" "upstream_environment" NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lookup_mirror_environment_kind_pk" PRIMARY KEY("environment","kind")
);
--> statement-breakpoint
CREATE TABLE "reservation_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" "upstream_environment" NOT NULL,
	"reservation_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"actor" text,
	"event" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_mirror" (
	"environment" "upstream_environment" NOT NULL,
	"id" uuid NOT NULL,
	"start_utc" timestamp with time zone NOT NULL,
	"end_utc" timestamp with time zone NOT NULL,
	"resource_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reservation_mirror_environment_id_pk" PRIMARY KEY("environment","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox" (
	"event_id" text PRIMARY KEY NOT NULL,
	"environment" "upstream_environment" NOT NULL,
	"event" text NOT NULL,
	"subject_id" text,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" jsonb NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "reservation_history_reservation_idx" ON "reservation_history" USING btree ("environment","reservation_id","at");--> statement-breakpoint
CREATE INDEX "reservation_mirror_start_idx" ON "reservation_mirror" USING btree ("environment","start_utc");--> statement-breakpoint
CREATE INDEX "webhook_inbox_pending_idx" ON "webhook_inbox" USING btree ("processed_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_inbox_received_idx" ON "webhook_inbox" USING btree ("received_at");