import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../auth/roles';
import { ENVIRONMENTS } from '../schemas/connection';

export const roleEnum = pgEnum('user_role', ROLES);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  // Stored lower-cased so uniqueness and sign-in ignore case.
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Failed sign-ins per key ("account:<email>" or "address:<ip>"), shared by every instance through the database.
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

// Who changed what, for admin actions (users now; credentials and environment switches later).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

export const environmentEnum = pgEnum('upstream_environment', ENVIRONMENTS);

// Connection to the reservation service, one row per environment. Secrets only ever stored encrypted
// (lib/settings/encrypt-secret.ts); *_enc columns hold blobs, never plaintext.
export const connectionSettings = pgTable('connection_settings', {
  environment: environmentEnum('environment').primaryKey(),
  baseUrl: text('base_url').notNull(),
  tenant: text('tenant').notNull(),
  authMethod: text('auth_method', { enum: ['bearer', 'basic'] }).notNull(),
  username: text('username').notNull(),
  passwordEnc: text('password_enc'),
  webhookSecrets: jsonb('webhook_secrets').$type<{ id: string; addedAt: string; secretEnc: string }[]>().notNull().default([]),
  units: jsonb('units').$type<{ id: string; name: string }[]>().notNull().default([]),
  branchTimeZones: jsonb('branch_time_zones').$type<Record<string, string>>().notNull().default({}),
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
