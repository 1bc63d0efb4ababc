import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The service's connections per environment and what Slotboard keeps beside them: shared settings, the call
// log, leases on work one instance does.

export const environmentEnum = pgEnum('upstream_environment', ['production', 'sandbox', 'emulator']);

// Connection to the reservation service, one row per environment. Secrets only ever stored encrypted
// (lib/settings/encrypt-secret.ts); *_enc columns hold blobs, never plaintext.
export const connectionSettings = pgTable('connection_settings', {
  environment: environmentEnum('environment').primaryKey(),
  baseUrl: text('base_url').notNull(),
  tenant: text('tenant').notNull(),
  authMethod: text('auth_method', { enum: ['bearer', 'basic'] }).notNull(),
  username: text('username').notNull(),
  passwordEnc: text('password_enc'),
  webhookSecrets: jsonb('webhook_secrets')
    .$type<{ id: string; addedAt: string; secretEnc: string }[]>()
    .notNull()
    .default([]),
  units: jsonb('units').$type<{ id: string; name: string }[]>().notNull().default([]),
  branchTimeZones: jsonb('branch_time_zones').$type<Record<string, string>>().notNull().default({}),
  // Schedule of the download from this environment; absent keys take the defaults (features/sync/server).
  syncSettings: jsonb('sync_settings')
    .$type<{ intervalMinutes?: number; backfillDaysBack?: number; backfillDaysAhead?: number }>()
    .notNull()
    .default({}),
  // The order cart's fields as an admin mapped them onto the service's properties (null: leave unmapped), and the
  // OData query options the service refused, remembered so that no instance asks with them again.
  orderFields: jsonb('order_fields').$type<Record<string, string | null>>().notNull().default({}),
  orderRefusals: jsonb('order_refusals').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

// Small process-wide settings shared by every instance, e.g. the active environment.
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The last upstream calls, for the admin "API calls" page. Never a credential: method, path, query only.
export const upstreamCalls = pgTable(
  'upstream_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    environment: environmentEnum('environment').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    query: text('query').notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    recordCount: integer('record_count'),
    error: text('error'),
  },
  (t) => [index('upstream_calls_at_idx').on(t.at)],
);

// Work that one instance at a time may do (the scheduled sync): whoever holds an unexpired row holds the work. A
// holder that crashes stops renewing, and the row is free again once it expires.
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
