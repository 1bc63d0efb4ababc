import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The database owns its enums (it knows no users or connections); test/roles.test.ts checks that the lists match.
export const roleEnum = pgEnum('user_role', ['viewer', 'planner', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Stored lower-cased so uniqueness and sign-in ignore case.
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    // Raised by every password change and by disabling the account; a session token carries the value it was signed in with, so older ones end.
    sessionVersion: integer('session_version').notNull().default(1),
    // Set by each successful sign-in (lib/auth/verify-credentials.ts); null for an account that never signed in.
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    // The language this person chose in the user menu (a code of lib/contracts' LOCALES); null follows their browser.
    locale: text('locale'),
    // Company sign-in (OpenID Connect): the provider's issuer and its subject for this person, set at their first
    // sign-in there; null for an account that only signs in with a password.
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_oidc_subject_idx').on(t.oidcIssuer, t.oidcSubject)],
);

// Company sign-in (OpenID Connect), one row (id 'oidc'). The client secret only ever stored encrypted
// (lib/settings/encrypt-secret.ts); the groups lists say which groups at the provider mean which role.
export const ssoSettings = pgTable('sso_settings', {
  id: text('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEnc: text('client_secret_enc'),
  scopes: text('scopes').notNull(),
  groupsClaim: text('groups_claim').notNull(),
  adminGroups: jsonb('admin_groups').$type<string[]>().notNull().default([]),
  plannerGroups: jsonb('planner_groups').$type<string[]>().notNull().default([]),
  viewerGroups: jsonb('viewer_groups').$type<string[]>().notNull().default([]),
  passwordOnlyForAdmins: boolean('password_only_for_admins').notNull().default(false),
  accessContact: text('access_contact').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

// Failed sign-ins per key, shared by every instance through the database (lib/auth/sign-in-throttle.ts names the
// keys: one account from one address, one address, one known client, one account from unknown clients).
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStart)],
);

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

// Slotboard's own copy of the service's reservations, per environment: what the grid falls back to when the
// service cannot be reached, and where change history and the deleted audit come from. `record` is the
// service's JSON as last seen; `seenAt` is when the service last confirmed it (a read, a webhook, a write).
export const reservationMirror = pgTable(
  'reservation_mirror',
  {
    environment: environmentEnum('environment').notNull(),
    id: uuid('id').notNull(),
    startUtc: timestamp('start_utc', { withTimezone: true }).notNull(),
    endUtc: timestamp('end_utc', { withTimezone: true }).notNull(),
    resourceId: uuid('resource_id').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    // Hash of `record`, so an unchanged reservation is recognised without comparing JSON.
    hash: text('hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    // Absent from a later read of its time slice: moved out of it or deleted; not shown from the mirror.
    goneAt: timestamp('gone_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Number, plates, carrier, driver, orders and suppliers, each folded to lower-case ASCII letters and digits
    // (migration 0009's slotboard_search_key; features/search/contract.ts folds a typed query the same way), so that
    // `1ab2345` finds `1AB-2345`. Computed by the database from `record`: every writer keeps it right.
    searchKey: text('search_key').generatedAlwaysAs(sql`slotboard_reservation_search_key(record)`),
    // What the reports read of every reservation in their range, typed once when the row is written (migration
    // 0010): reading fields out of jsonb and working out minutes for every row was most of a year's report. A time
    // the database cannot read is null here (as if not recorded); the record keeps what the service sent.
    reportBranch: text('report_branch').generatedAlwaysAs(sql`lower(nullif(record ->> 'BranchOfficeId', ''))`),
    reportCarrier: text('report_carrier')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(record ->> 'Carrier', '')`),
    reportStatus: text('report_status')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(record ->> 'ApprovalStatus', '')`),
    reportArrival: timestamp('report_arrival', { withTimezone: true }).generatedAlwaysAs(
      sql`slotboard_utc(record ->> 'RealGateVehicleArrivalUtc')`,
    ),
    reportDeparture: timestamp('report_departure', { withTimezone: true }).generatedAlwaysAs(
      sql`slotboard_utc(record ->> 'RealGateVehicleDepartureUtc')`,
    ),
    reportNotArrived: boolean('report_not_arrived')
      .notNull()
      .generatedAlwaysAs(sql`coalesce((record ->> 'CarrierNotArrived') = 'true', false)`),
    // Minutes, as features/reports/server/classify-punctuality.ts defines them; null where a time they need is missing.
    reportDelay: doublePrecision('report_delay').generatedAlwaysAs(
      sql`slotboard_minutes(start_utc, slotboard_utc(record ->> 'RealGateVehicleArrivalUtc'))`,
    ),
    reportDwell: doublePrecision('report_dwell').generatedAlwaysAs(
      sql`slotboard_minutes(slotboard_utc(record ->> 'RealGateVehicleArrivalUtc'), slotboard_utc(record ->> 'RealGateVehicleDepartureUtc'))`,
    ),
    reportTurnaround: doublePrecision('report_turnaround').generatedAlwaysAs(
      sql`case when slotboard_utc(record ->> 'RealGateVehicleArrivalUtc') is not null then slotboard_minutes(greatest(slotboard_utc(record ->> 'RealGateVehicleArrivalUtc'), start_utc), slotboard_utc(record ->> 'RealGateVehicleDepartureUtc')) end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.id] }),
    index('reservation_mirror_start_idx').on(t.environment, t.startUtc),
    // Trigrams answer "contains" without reading every row (pg_trgm; migration 0009 creates it where it can).
    index('reservation_mirror_search_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    // Migration 0010 also creates reservation_mirror_report_idx: (environment, start_utc) including every report_*
    // column, over the rows neither deleted nor gone, so a report reads the index alone. Drizzle cannot express INCLUDE.
  ],
);

// Every change the mirror noticed, field by field, and who made it when Slotboard knows.
export const reservationHistory = pgTable(
  'reservation_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    environment: environmentEnum('environment').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // 'slotboard' (a write through Slotboard), 'webhook' (the service announced it), 'read' (found on a later read).
    source: text('source', { enum: ['slotboard', 'webhook', 'read'] }).notNull(),
    action: text('action', { enum: ['created', 'changed', 'deleted'] }).notNull(),
    actor: text('actor'),
    event: text('event'),
    changes: jsonb('changes').$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
  },
  (t) => [index('reservation_history_reservation_idx').on(t.environment, t.reservationId, t.at)],
);

// Webhooks as received, before any slow work (durable inbox). A duplicate eventId is stored once.
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    eventId: text('event_id').primaryKey(),
    environment: environmentEnum('environment').notNull(),
    event: text('event').notNull(),
    subjectId: text('subject_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    // How many times processing finished the event under its claim: 1 once processed (a replay takes only dead
    // events, never processed). More would be an event processed twice (the load suite checks it).
    processedCount: integer('processed_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    // Drawn afresh by each claim: only the claim's holder renews, finishes or sets back the event.
    claimToken: uuid('claim_token'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    // Given up after too many attempts: kept for the admin to read and replay.
    deadAt: timestamp('dead_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('webhook_inbox_pending_idx').on(t.processedAt, t.nextAttemptAt),
    index('webhook_inbox_received_idx').on(t.receivedAt),
  ],
);

// Ramps, vehicle types and units as last read, per environment: the grid still draws when the service is down.
export const lookupMirror = pgTable(
  'lookup_mirror',
  {
    environment: environmentEnum('environment').notNull(),
    kind: text('kind').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.kind] })],
);

// Writes through Slotboard still under way: whoever records the new version first (the write itself, a webhook
// or a read) credits it to this planner and tab. Rows live for the length of one write.
export const pendingWrites = pgTable(
  'pending_writes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    environment: environmentEnum('environment').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    actor: text('actor').notNull(),
    origin: text('origin'),
    event: text('event').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_writes_reservation_idx').on(t.environment, t.reservationId)],
);

// Work that one instance at a time may do (the scheduled sync): whoever holds an unexpired row holds the work. A
// holder that crashes stops renewing, and the row is free again once it expires.
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Every deletion the service confirmed (the detail answered 404, or ReservationDeleted lists it), with the
// reservation's last known detail: the mirror's copy when it held one, else what ReservationDeleted gives.
// The columns beside `record` are what the audit filters and sorts by.
export const deletedReservations = pgTable(
  'deleted_reservations',
  {
    environment: environmentEnum('environment').notNull(),
    id: uuid('id').notNull(),
    number: text('number').notNull().default(''),
    startUtc: timestamp('start_utc', { withTimezone: true }),
    endUtc: timestamp('end_utc', { withTimezone: true }),
    resourceId: uuid('resource_id'),
    carrier: text('carrier').notNull().default(''),
    // Lower-cased number, carrier, plates, driver, orders and note: what the audit's text filter searches.
    searchText: text('search_text').notNull().default(''),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    // 'mirror': the full last known detail; 'service': only what ReservationDeleted gives.
    detailFrom: text('detail_from', { enum: ['mirror', 'service'] }).notNull(),
    // The service's deletion time where it gives one, else when Slotboard learnt of it.
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    learntAt: timestamp('learnt_at', { withTimezone: true }).notNull(),
    learntVia: text('learnt_via', { enum: ['webhook', 'reconciliation', 'read'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.id] }),
    index('deleted_reservations_deleted_idx').on(t.environment, t.deletedAt),
  ],
);

// One download from the service per row: scheduled or asked for, its window, its progress (so a run cut off by a
// restart resumes where it stopped) and its result. At most one run per environment is queued or running.
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    environment: environmentEnum('environment').notNull(),
    // 'backfill': the first run, every reservation starting in the backfill range; 'incremental': changes since the last run.
    kind: text('kind', { enum: ['backfill', 'incremental'] }).notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    requestedBy: uuid('requested_by'),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] }).notNull(),
    windowFrom: timestamp('window_from', { withTimezone: true }),
    windowTo: timestamp('window_to', { withTimezone: true }),
    // Where the run stands: its phase and how far its time-ordered walk got.
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    records: integer('records').notNull().default(0),
    created: integer('created').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    holder: text('holder'),
    error: text('error'),
  },
  (t) => [
    index('sync_runs_environment_idx').on(t.environment, t.id),
    uniqueIndex('sync_runs_one_active_idx')
      .on(t.environment)
      .where(sql`status in ('queued', 'running')`),
  ],
);

// Webhook deliveries refused before they reached the inbox, counted by reason (the admin's Webhooks page).
export const webhookRefusals = pgTable('webhook_refusals', {
  reason: text('reason').primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  lastDetail: text('last_detail'),
});
