import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { environmentEnum } from './schema-connections';

// Work that arrives or runs in the background: webhook deliveries and their refusals, scheduled downloads.

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

// Webhook deliveries refused before they reached the inbox, counted by reason (the admin's Webhooks page).
export const webhookRefusals = pgTable('webhook_refusals', {
  reason: text('reason').primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  lastDetail: text('last_detail'),
});

// One download from the service per row: scheduled or asked for, its window, its progress (so a run cut off by a
// restart resumes where it stopped) and its result. At most one run per environment is queued or running.
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    environment: environmentEnum('environment').notNull(),
    // 'backfill': the first run, every reservation starting in the backfill range; 'incremental': changes since the
    // last run.
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
