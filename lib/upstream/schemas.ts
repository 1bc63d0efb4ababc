// Wire shapes of the reservation service (spec §2), as zod schemas. Responses are parsed loosely: unknown
// fields are kept, and optional text the service may send as null reads as '' so callers need no null checks.
import { z } from 'zod';

const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The one GUID check of lib/upstream (8-4-4-4-12 hex digits, any case). */
export const isGuid = (value: unknown): value is string => typeof value === 'string' && GUID_PATTERN.test(value);
export const zGuid = z.string().regex(GUID_PATTERN, 'must be a GUID');
/** ISO 8601 with Z or an offset: what the spec calls DateTime/DateTimeOffset on the wire. */
export const zDateTime = z.string().regex(ISO_WITH_OFFSET, 'must be an ISO 8601 date-time with Z or an offset');

const ISO_MAYBE_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})?$/;
/** Times the service sends: UTC per the spec, so one without Z or an offset (common from .NET) is read as UTC. */
const zWireTime = z
  .string()
  .regex(ISO_MAYBE_OFFSET, 'must be an ISO 8601 date-time')
  .transform((v) => (/(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}Z`));

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const optionalGuid = zGuid.nullish().transform((v) => v ?? null);
const optionalTime = zWireTime.nullish().transform((v) => v ?? null);
/** Fields whose type the spec does not show: accept a string or a number, hand out a string. */
const looseId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));

export const VARCHAR_FIELDS = ['ExtCustomFieldVarchar1', 'ExtCustomFieldVarchar2', 'ExtCustomFieldVarchar3', 'ExtCustomFieldVarchar4', 'ExtCustomFieldVarchar5', 'ExtCustomFieldVarchar6', 'ExtCustomFieldVarchar7', 'ExtCustomFieldVarchar8', 'ExtCustomFieldVarchar9', 'ExtCustomFieldVarchar10', 'ExtCustomFieldVarchar11', 'ExtCustomFieldVarchar12', 'ExtCustomFieldVarchar13', 'ExtCustomFieldVarchar14', 'ExtCustomFieldVarchar15'] as const;
export const BIT_FIELDS = ['ExtCustomFieldBit1', 'ExtCustomFieldBit2', 'ExtCustomFieldBit3'] as const;
export type VarcharField = (typeof VARCHAR_FIELDS)[number];
export type BitField = (typeof BIT_FIELDS)[number];

const varcharShape = Object.fromEntries(VARCHAR_FIELDS.map((f) => [f, z.string().nullish()])) as Record<VarcharField, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
const bitShape = Object.fromEntries(BIT_FIELDS.map((f) => [f, z.boolean().nullish()])) as Record<BitField, z.ZodOptional<z.ZodNullable<z.ZodBoolean>>>;

/** §2.1; Note is the emulator's name for the note field (the spec does not show it). */
export const ReservationSchema = z.looseObject({
  Id: zGuid,
  ReservationNumber: text,
  StartUtc: zWireTime,
  EndUtc: zWireTime,
  ResourceId: zGuid,
  Carrier: text,
  CarrierId: optionalGuid,
  VehicleTypeId: optionalGuid,
  VehicleNumberPlate: text,
  TrailerNumberPlate: text,
  CarrierDriverFullName: text,
  /** Approved, Pending or Rejected today; kept a string so a new status does not break every read. */
  ApprovalStatus: text,
  RealGateVehicleArrivalUtc: optionalTime,
  RealGateVehicleDepartureUtc: optionalTime,
  OrderNumbers: text,
  SupplierNames: text,
  Created: optionalTime,
  Updated: optionalTime,
  Note: text,
  UnitId: zGuid.nullish(),
  NumberOfUnits: z.number().int().nullish(),
  BranchOfficeId: zGuid.nullish(),
  ...varcharShape,
  ...bitShape,
});
export type Reservation = z.infer<typeof ReservationSchema>;

const carrierFields = {
  CarrierId: zGuid.nullish(),
  Carrier: z.string().nullish(),
  CarrierDriverFullName: z.string().nullish(),
  VehicleTypeId: zGuid.nullish(),
  VehicleNumberPlate: z.string().nullish(),
  TrailerNumberPlate: z.string().nullish(),
};

/** §2.2, the body of POST /v3/{tenant}/Reservations; PUT takes any subset. */
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
  Note: z.string().nullish(),
  ...varcharShape,
  ...bitShape,
});
export type ReservationPatch = z.infer<typeof ReservationPatchSchema>;

/** §2.3; UnitId and NumberOfUnits are optional extras the emulator accepts. */
export const CreateFromOrdersSchema = z.object({
  OrderIds: z.array(zGuid).min(1),
  ResourceId: zGuid,
  Date: zDateTime,
  UnitId: zGuid.optional(),
  NumberOfUnits: z.number().int().min(1).optional(),
  ...carrierFields,
});
export type CreateFromOrders = z.infer<typeof CreateFromOrdersSchema>;

/** §2.4: field types are not shown, so every field but Id is read leniently. */
export const ResourceSchema = z
  .looseObject({
    Id: zGuid,
    ResourceName: text,
    ShortName: text,
    // may be a string or a per-language object; either way the caller gets a display string
    ResourceNameLocalized: z.unknown().optional(),
    BranchOfficeId: looseId,
  })
  .transform((r) => ({ ...r, ResourceNameLocalized: typeof r.ResourceNameLocalized === 'string' && r.ResourceNameLocalized !== '' ? r.ResourceNameLocalized : r.ResourceName }));
export type Resource = z.infer<typeof ResourceSchema>;

export const VehicleTypeSchema = z.looseObject({ Id: zGuid, VehicleTypeName: text });
export type VehicleType = z.infer<typeof VehicleTypeSchema>;

export const UnitSchema = z.looseObject({ Id: zGuid, UnitName: text, MinutesPerUnit: z.number().nullish() });
export type Unit = z.infer<typeof UnitSchema>;

export const DeletedReservationSchema = z.looseObject({
  Id: zGuid,
  ReservationNumber: text,
  StartUtc: optionalTime,
  EndUtc: optionalTime,
  ResourceId: optionalGuid,
  DeletedUtc: optionalTime,
});
export type DeletedReservation = z.infer<typeof DeletedReservationSchema>;

export const CompanySchema = z.looseObject({
  Id: zGuid,
  CompanyName: text,
  CompanyNumber: z.string().nullish(),
  City: z.string().nullish(),
  CountryCode: z.string().nullish(),
  IsCarrier: z.boolean().nullish(),
  IsSupplier: z.boolean().nullish(),
});
export type Company = z.infer<typeof CompanySchema>;

export const OrderSchema = z.looseObject({
  Id: zGuid,
  OrderNumber: text,
  SupplierId: optionalGuid,
  DeliveryDate: z.string().nullish(),
  Note: z.string().nullish(),
  ExistsInReservation: z.boolean(),
  ReservationId: optionalGuid,
  Created: optionalTime,
  Updated: optionalTime,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderRowSchema = z.looseObject({
  Id: zGuid,
  OrderId: zGuid,
  LineNumber: z.number().nullish(),
  ItemCode: text,
  ItemName: z.string().nullish(),
  Quantity: z.number().nullish(),
  UnitOfMeasure: z.string().nullish(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

/** ERP writes: the fields the emulator documents, plus any other field the real service may take. */
export const CompanyWriteSchema = z.looseObject({
  CompanyName: z.string().min(1),
  CompanyNumber: z.string().nullish(),
  City: z.string().nullish(),
  CountryCode: z.string().nullish(),
  IsCarrier: z.boolean().optional(),
  IsSupplier: z.boolean().optional(),
});
export type CompanyWrite = z.infer<typeof CompanyWriteSchema>;
export const OrderWriteSchema = z.looseObject({
  OrderNumber: z.string().min(1),
  SupplierId: zGuid,
  DeliveryDate: z.string().nullish(),
  Note: z.string().nullish(),
});
export type OrderWrite = z.infer<typeof OrderWriteSchema>;
export const OrderRowWriteSchema = z.looseObject({
  LineNumber: z.number().int().min(1).optional(),
  ItemCode: z.string().min(1),
  ItemName: z.string().nullish(),
  Quantity: z.number().positive(),
  UnitOfMeasure: z.string().nullish(),
});
export type OrderRowWrite = z.infer<typeof OrderRowWriteSchema>;

/** §2.7. */
export const TokenResponseSchema = z.looseObject({ token: z.string().min(1) });

/** An OData collection answer; nextLink appears when the service pages. */
export const odataCollection = <T extends z.ZodType>(item: T) =>
  z.looseObject({ value: z.array(item), '@odata.nextLink': z.string().optional() });
