import { z } from 'zod';
import { zDateTime } from './primitives';
import { ZReservation } from './reservations';
import { ZStale } from './stale-answer';

// What the schedule grid holds of a reservation, and the packed week answer that carries the grid's rows.

/**
 * What the schedule grid draws of a reservation (blocks, rows, drag, keyboard, filters, free slots, badges); the
 * rest is read when its panel opens (GET /api/reservations/{id}); the driver is the gate view's. The last six
 * are emulator extras beyond spec §2.1 that the lifecycle badges and the gate view read when present.
 */
export const GRID_FIELDS = [
  'Id',
  'ReservationNumber',
  'StartUtc',
  'EndUtc',
  'ResourceId',
  'Carrier',
  'VehicleNumberPlate',
  'TrailerNumberPlate',
  'CarrierDriverFullName',
  'ApprovalStatus',
  'RealGateVehicleArrivalUtc',
  'RealGateVehicleDepartureUtc',
  'OrderNumbers',
  'UnitId',
  'NumberOfUnits',
  'CarrierNotArrived',
  'ProcessingStartedUtc',
  'ProcessingCompletedUtc',
  'DeliveredUtc',
  'IsUrgent',
  'IppApprovalStatus',
] as const;
export type GridField = (typeof GRID_FIELDS)[number];

// The fields a full reservation has, as ZReservation reads them; the lifecycle times and the no-show flag the
// service sends beyond the spec's list (they pass through ZReservation) are the grid's own.
export const ZGridReservation = z
  .object(ZReservation.shape)
  .pick({
    Id: true,
    ReservationNumber: true,
    StartUtc: true,
    EndUtc: true,
    ResourceId: true,
    Carrier: true,
    VehicleNumberPlate: true,
    TrailerNumberPlate: true,
    ApprovalStatus: true,
    RealGateVehicleArrivalUtc: true,
    RealGateVehicleDepartureUtc: true,
    OrderNumbers: true,
    UnitId: true,
    NumberOfUnits: true,
  })
  .extend({
    // Optional here: rows from before the gate view (a cache, a test's row) do not carry it.
    CarrierDriverFullName: z.string().nullish(),
    CarrierNotArrived: z.boolean().nullish(),
    ProcessingStartedUtc: z.string().nullish(),
    ProcessingCompletedUtc: z.string().nullish(),
    DeliveredUtc: z.string().nullish(),
    IsUrgent: z.boolean().nullish(),
    IppApprovalStatus: z.string().nullish(),
  });
/** A reservation as the grid holds it; a full Reservation is one too (its extra fields are simply not read). */
export type GridReservation = z.infer<typeof ZGridReservation>;

/** GET /api/reservations?view=grid once read: the grid's rows of the slice, or the mirror's copy flagged stale. */
export interface GridRange {
  reservations: GridReservation[];
  fetchedAt: string;
  stale?: z.infer<typeof ZStale>;
  /** Set by the browser only, on the rows read so far while the answer is still arriving: not the whole range. */
  partial?: true;
}

export const GRID_ANSWER_FORMAT = 'slotboard-grid/1';

/**
 * The first line of GET /api/reservations?view=grid. The answer is one JSON document laid out one part per line
 * (`{head…,"parts":[` / `{part},` … / `]}`), so it reads whole with JSON.parse and part by part while it arrives.
 * Times are seconds after `base` when they read back exactly in `timeStyle`, else the service's own string;
 * EndUtc is seconds after StartUtc.
 */
export const ZGridAnswerHead = z.object({
  format: z.literal(GRID_ANSWER_FORMAT),
  fetchedAt: zDateTime,
  stale: ZStale.optional(),
  count: z.number().int().nonnegative(),
  base: z.number(),
  /** 'ms': 2026-11-23T08:00:00.000Z; 's': 2026-11-23T08:00:00Z. */
  timeStyle: z.enum(['ms', 's']),
  columns: z.array(z.enum(GRID_FIELDS)),
  /** Columns sent as indexes into a dictionary that grows part by part. */
  dictionaryColumns: z.array(z.enum(GRID_FIELDS)),
  /** Names these rows in this order (a hash of them): what the browser sends back as `since` on its next read. */
  version: z.string().optional(),
  /**
   * Set when the answer is the difference from the answer `basis` the browser holds: its parts then hold only the
   * rows that answer lacks, and `plan` says how the rows follow each other (GridAnswerPlan).
   */
  basis: z.string().optional(),
  plan: z.array(z.number().int().nonnegative()).optional(),
});
export type GridAnswerHead = z.infer<typeof ZGridAnswerHead>;

/**
 * How a difference answer's rows follow each other: triples of (first held row, how many held rows from there, how
 * many sent rows next), read in order. An unchanged week is one triple [0, count, 0].
 */
export type GridAnswerPlan = number[];

/** The times sent as seconds when they read back exactly (EndUtc: after StartUtc, the rest after `base`). */
export const GRID_TIME_COLUMNS: ReadonlySet<GridField> = new Set<GridField>([
  'StartUtc',
  'EndUtc',
  'RealGateVehicleArrivalUtc',
  'RealGateVehicleDepartureUtc',
  'ProcessingStartedUtc',
  'ProcessingCompletedUtc',
  'DeliveredUtc',
]);

/**
 * An instant written as the answer's `timeStyle` says: how the packer tells an exact time, and how the reader writes
 * it back.
 */
export const formatGridTime = (ms: number, style: GridAnswerHead['timeStyle']) =>
  style === 'ms' ? new Date(ms).toISOString() : new Date(ms).toISOString().replace('.000Z', 'Z');

/** One part: the new dictionary entries of this part (appended per column), then its rows in `columns` order. */
export const ZGridAnswerPart = z.object({
  dict: z.record(z.string(), z.array(z.unknown())),
  rows: z.array(z.array(z.unknown())),
});
export type GridAnswerPart = z.infer<typeof ZGridAnswerPart>;
