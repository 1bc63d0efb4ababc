-- The order cart over the service's own OData shape: an admin's field mapping and the query options the service refused, per connection.
ALTER TABLE "connection_settings" ADD COLUMN "order_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_settings" ADD COLUMN "order_refusals" jsonb DEFAULT '[]'::jsonb NOT NULL;