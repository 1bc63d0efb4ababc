CREATE TYPE "public"."upstream_environment" AS ENUM('production', 'sandbox', 'emulator');--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_settings" (
	"environment" "upstream_environment" PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"tenant" text NOT NULL,
	"auth_method" text NOT NULL,
	"username" text NOT NULL,
	"password_enc" text,
	"webhook_secrets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branch_time_zones" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "upstream_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"environment" "upstream_environment" NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"record_count" integer,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "upstream_calls_at_idx" ON "upstream_calls" USING btree ("at");