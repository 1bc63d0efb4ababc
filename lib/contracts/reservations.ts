import { z } from 'zod';
import { atLeastOneField, zDateTime, zGuid, zText } from './primitives';
import { issueText } from './issue-text';

// The reservation as the BFF accepts and answers it, shared by the routes, the forms, the hooks and the upstream
// client. Field names are the service's own (PascalCase), so a form value travels to the service without
// renaming; the service's looser wire form (nulls, times without an offset) is read in lib/upstream.

export const VARCHAR_FIELDS = [
  'ExtCustomFieldVarchar1',
  'ExtCustomFieldVarchar2',
  'ExtCustomFieldVarchar3',
  'ExtCustomFieldVarchar4',
  'ExtCustomFieldVarchar5',
  'ExtCustomFieldVarchar6',
  'ExtCustomFieldVarchar7',
  'ExtCustomFieldVarchar8',
  'ExtCustomFieldVarchar9',
  'ExtCustomFieldVarchar10',
  'ExtCustomFieldVarchar11',
  'ExtCustomFieldVarchar12',
  'ExtCustomFieldVarchar13',
  'ExtCustomFieldVarchar14',
  'ExtCustomFieldVarchar15',
] as const;
export const BIT_FIELDS = ['ExtCustomFieldBit1', 'ExtCustomFieldBit2', 'ExtCustomFieldBit3'] as const;
type VarcharField = (typeof VARCHAR_FIELDS)[number];
type BitField = (typeof BIT_FIELDS)[number];

export const varcharShape = Object.fromEntries(VARCHAR_FIELDS.map((f) => [f, z.string().nullish()])) as Record<
  VarcharField,
  z.ZodOptional<z.ZodNullable<z.ZodString>>
>;
export const bitShape = Object.fromEntries(BIT_FIELDS.map((f) => [f, z.boolean().nullish()])) as Record<
  BitField,
  z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
>;

/**
 * A reservation as every /api/reservations answer carries it: text never null, times in UTC with Z or an offset.
 * Unknown fields pass through, so a field the service adds reaches the panel without a release.
 */
export const ZReservation = z.looseObject({
  Id: zGuid,
  ReservationNumber: z.string(),
  StartUtc: zDateTime,
  EndUtc: zDateTime,
  ResourceId: zGuid,
  Carrier: z.string(),
  CarrierId: zGuid.nullable(),
  VehicleTypeId: zGuid.nullable(),
  VehicleNumberPlate: z.string(),
  TrailerNumberPlate: z.string(),
  CarrierDriverFullName: z.string(),
  /** Approved, Pending or Rejected today; a string so a new status does not break the grid. */
  ApprovalStatus: z.string(),
  RealGateVehicleArrivalUtc: zDateTime.nullable(),
  RealGateVehicleDepartureUtc: zDateTime.nullable(),
  OrderNumbers: z.string(),
  SupplierNames: z.string(),
  Created: zDateTime.nullable(),
  Updated: zDateTime.nullable(),
  Note: z.string(),
  UnitId: zGuid.nullish(),
  NumberOfUnits: z.number().int().nullish(),
  BranchOfficeId: zGuid.nullish(),
  ...varcharShape,
  ...bitShape,
});
export type Reservation = z.infer<typeof ZReservation>;

// Write limits: the spec names none, so these are the column sizes of the emulator's model of the service (its
// $metadata). Answers are read without them (ZReservation): a longer value the service holds still shows.
export const TEXT_LIMITS = { name: 200, plate: 20, note: 2000, customField: 255 } as const;

const carrierFields = {
  CarrierId: zGuid.nullish(),
  Carrier: zText(TEXT_LIMITS.name).nullish(),
  CarrierDriverFullName: zText(TEXT_LIMITS.name).nullish(),
  VehicleTypeId: zGuid.nullish(),
  VehicleNumberPlate: zText(TEXT_LIMITS.plate).nullish(),
  TrailerNumberPlate: zText(TEXT_LIMITS.plate).nullish(),
};
const varcharWriteShape = Object.fromEntries(
  VARCHAR_FIELDS.map((f) => [f, zText(TEXT_LIMITS.customField).nullish()]),
) as typeof varcharShape;

/** Spec §2.2, the body of POST /v3/{tenant}/Reservations; PUT takes any subset. */
export const ReservationWriteSchema = z.object({
  ResourceId: zGuid,
  Start: zDateTime,
  UnitId: zGuid,
  NumberOfUnits: z.number().int().min(1),
  ...carrierFields,
});
export type ReservationWrite = z.infer<typeof ReservationWriteSchema>;
export const ReservationUpdateSchema = ReservationWriteSchema.partial();
export type ReservationUpdate = z.infer<typeof ReservationUpdateSchema>;

/** The OData Patch action writes only these (spec §1, §8); null clears a field. */
export const ReservationPatchSchema = z.strictObject({
  Note: zText(TEXT_LIMITS.note).nullish(),
  ...varcharWriteShape,
  ...bitShape,
});
export type ReservationPatch = z.infer<typeof ReservationPatchSchema>;

/**
 * Orders one reservation may be made from. Each is read from the service before the conversion, so the list is
 * bounded; a truck's load is a handful of orders, never this many.
 */
export const MAX_ORDERS_PER_RESERVATION = 50;

/** Spec §2.3; UnitId and NumberOfUnits are optional extras the emulator accepts. */
export const CreateFromOrdersSchema = z.object({
  OrderIds: z
    .array(zGuid)
    .min(1, issueText('atLeastOneOrder', 'name at least one order'))
    .max(
      MAX_ORDERS_PER_RESERVATION,
      issueText(
        'atMostOrdersPerReservation',
        `a reservation can be made from at most ${MAX_ORDERS_PER_RESERVATION} orders at a time`,
        { max: MAX_ORDERS_PER_RESERVATION },
      ),
    ),
  ResourceId: zGuid,
  Date: zDateTime,
  UnitId: zGuid.optional(),
  NumberOfUnits: z.number().int().min(1).optional(),
  ...carrierFields,
});
export type CreateFromOrders = z.infer<typeof CreateFromOrdersSchema>;

export const MAX_RANGE_DAYS = 62;

export const ZIdParams = z.object({ id: zGuid });

const isoDateTime = z.iso.datetime({
  offset: true,
  error: issueText('isoDateTimeExample', 'must be an ISO 8601 date-time, e.g. 2026-11-21T00:00:00Z'),
});

export const ZReservationRangeQuery = z
  .object({
    from: isoDateTime,
    to: isoDateTime,
    resourceId: zGuid.optional(),
    branchOfficeId: zGuid.optional(),
    /** 'grid': only what the grid draws, packed (ZGridAnswerHead); absent: every reservation whole (ZReservationRange). */
    view: z.literal('grid').optional(),
    /** With view=grid: the `version` of the grid answer the browser holds, so the answer may be sent as the difference. */
    since: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
    path: ['to'],
    message: issueText('afterFrom', 'must be after from'),
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, {
    path: ['to'],
    message: issueText('rangeAtMostDays', `the range may span at most ${MAX_RANGE_DAYS} days`, { max: MAX_RANGE_DAYS }),
  });
export type ReservationRangeQuery = z.output<typeof ZReservationRangeQuery>;

export const ZReservationCreate = ReservationWriteSchema;
export const ZReservationUpdate = atLeastOneField(ReservationUpdateSchema);
export const ZReservationPatch = ReservationPatchSchema.refine((v) => Object.keys(v).length > 0, {
  message: issueText('changeNoteOrCustomField', 'change the note or at least one custom field'),
});
export const ZCreateFromOrders = CreateFromOrdersSchema;

const ZStale = z.object({ since: zDateTime.nullable(), message: z.string() });

/** GET /api/reservations: every reservation of the slice, or the mirror's copy flagged stale. */
export const ZReservationRange = z.object({
  reservations: z.array(ZReservation),
  fetchedAt: zDateTime,
  /** The service could not be reached: these are Slotboard's saved copy, last confirmed at `since`. */
  stale: ZStale.optional(),
});
export type ReservationRange = z.infer<typeof ZReservationRange>;

/** What one reservation's read and every write answer: the reservation as the service now holds it. */
export const ZReservationAnswer = z.object({ reservation: ZReservation, stale: ZStale.optional() });
export type ReservationAnswer = z.infer<typeof ZReservationAnswer>;

/** One entry of a reservation's change history (GET /api/reservations/{id}/history). */
export const ZHistoryEntry = z.object({
  at: zDateTime,
  /** 'slotboard': a write through Slotboard; 'webhook': the service announced it; 'read': found on a later read. */
  source: z.enum(['slotboard', 'webhook', 'read']),
  action: z.enum(['created', 'changed', 'deleted']),
  actor: z.string().nullable(),
  event: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof ZHistoryEntry>;
export const ZReservationHistory = z.object({ entries: z.array(ZHistoryEntry), knownSince: zDateTime.nullable() });
export type ReservationHistory = z.infer<typeof ZReservationHistory>;

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

/** An instant written as the answer's `timeStyle` says: how the packer tells an exact time, and how the reader writes it back. */
export const formatGridTime = (ms: number, style: GridAnswerHead['timeStyle']) =>
  style === 'ms' ? new Date(ms).toISOString() : new Date(ms).toISOString().replace('.000Z', 'Z');

/** One part: the new dictionary entries of this part (appended per column), then its rows in `columns` order. */
export const ZGridAnswerPart = z.object({
  dict: z.record(z.string(), z.array(z.unknown())),
  rows: z.array(z.array(z.unknown())),
});
export type GridAnswerPart = z.infer<typeof ZGridAnswerPart>;
