import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { environmentEnum } from './schema-connections';

// Slotboard's copy of the service's reservations and lookups, their history, deletions and writes under way.

// The gate times of a reservation's record, as the generated report columns read them.
const ARRIVAL = sql.raw(`slotboard_utc(record ->> 'RealGateVehicleArrivalUtc')`);
const DEPARTURE = sql.raw(`slotboard_utc(record ->> 'RealGateVehicleDepartureUtc')`);

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
    // 0010): reading fields out of jsonb and working out minutes for every row is most of a year's report. A time
    // the database cannot read is null here (as if not recorded); the record keeps what the service sent.
    reportBranch: text('report_branch').generatedAlwaysAs(sql`lower(nullif(record ->> 'BranchOfficeId', ''))`),
    reportCarrier: text('report_carrier')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(record ->> 'Carrier', '')`),
    reportStatus: text('report_status')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(record ->> 'ApprovalStatus', '')`),
    reportArrival: timestamp('report_arrival', { withTimezone: true }).generatedAlwaysAs(sql`${ARRIVAL}`),
    reportDeparture: timestamp('report_departure', { withTimezone: true }).generatedAlwaysAs(sql`${DEPARTURE}`),
    reportNotArrived: boolean('report_not_arrived')
      .notNull()
      .generatedAlwaysAs(sql`coalesce((record ->> 'CarrierNotArrived') = 'true', false)`),
    // Minutes, as features/reports/server/classify-punctuality.ts defines them; null where a time they need is
    // missing.
    reportDelay: doublePrecision('report_delay').generatedAlwaysAs(sql`slotboard_minutes(start_utc, ${ARRIVAL})`),
    reportDwell: doublePrecision('report_dwell').generatedAlwaysAs(sql`slotboard_minutes(${ARRIVAL}, ${DEPARTURE})`),
    reportTurnaround: doublePrecision('report_turnaround').generatedAlwaysAs(
      sql`case when ${ARRIVAL} is not null then slotboard_minutes(greatest(${ARRIVAL}, start_utc), ${DEPARTURE}) end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.id] }),
    index('reservation_mirror_start_idx').on(t.environment, t.startUtc),
    // Trigrams answer "contains" without reading every row (pg_trgm; migration 0009 creates it where it can).
    index('reservation_mirror_search_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    // Migration 0010 also creates reservation_mirror_report_idx: (environment, start_utc) including every report_*
    // column, over the rows neither deleted nor gone, so a report reads the index alone. Drizzle cannot express
    // INCLUDE.
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
