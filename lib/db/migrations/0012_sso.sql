-- Company sign-in (OpenID Connect): its one settings row, and each account's subject at the provider once it signed in there.
CREATE TABLE "sso_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_enc" text,
	"scopes" text NOT NULL,
	"groups_claim" text NOT NULL,
	"admin_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"planner_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"viewer_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_only_for_admins" boolean DEFAULT false NOT NULL,
	"access_contact" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_idx" ON "users" USING btree ("oidc_issuer","oidc_subject");