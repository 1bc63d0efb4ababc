import { z } from 'zod';
import { atLeastOneField, zDateTime, zGuid, zText } from './primitives';
import { issueText } from './issue-text';
import { ZStale } from './stale-answer';

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
    /**
     * 'grid': only what the grid draws, packed (ZGridAnswerHead); absent: every reservation whole (ZReservationRange).
     */
    view: z.literal('grid').optional(),
    /**
     * With view=grid: the `version` of the grid answer the browser holds, so the answer may be sent as the
     * difference.
     */
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
