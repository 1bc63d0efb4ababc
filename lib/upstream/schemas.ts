// Wire shapes of the reservation service (spec §2), as zod schemas. Responses are parsed loosely: unknown
// fields are kept, and optional text the service may send as null reads as '' so callers need no null checks.
// What they read must be what the BFF answers (lib/contracts): most are the contract's schema with lenient
// readings swapped in, and wire-holds-contract.test.ts holds every one to it, by type and by value.
// The write bodies are the contract's own, since the BFF passes a form's fields to the service unrenamed.
import { z } from 'zod';
import { ZCompany, ZOrder, ZOrderRow, ZReservation, ZVehicleType, zGuid } from '@/lib/contracts';

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

/**
 * §2.1, read into the contract's reservation: the same fields, with text, ids and times read leniently. Note is
 * the emulator's name for the note field (the spec does not show it).
 */
export const ReservationSchema = ZReservation.extend({
  ReservationNumber: text,
  StartUtc: zWireTime,
  EndUtc: zWireTime,
  Carrier: text,
  CarrierId: optionalGuid,
  VehicleTypeId: optionalGuid,
  VehicleNumberPlate: text,
  TrailerNumberPlate: text,
  CarrierDriverFullName: text,
  ApprovalStatus: text,
  RealGateVehicleArrivalUtc: optionalTime,
  RealGateVehicleDepartureUtc: optionalTime,
  OrderNumbers: text,
  SupplierNames: text,
  Created: optionalTime,
  Updated: optionalTime,
  Note: text,
});
export type Reservation = z.infer<typeof ReservationSchema>;

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
  .transform((r) => ({
    ...r,
    ResourceNameLocalized:
      typeof r.ResourceNameLocalized === 'string' && r.ResourceNameLocalized !== ''
        ? r.ResourceNameLocalized
        : r.ResourceName,
  }));
export type Resource = z.infer<typeof ResourceSchema>;

export const VehicleTypeSchema = ZVehicleType.extend({ VehicleTypeName: text });
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

// Orders, rows and companies read as the contract says, with the lenient reading of text, ids and times.
export const CompanySchema = ZCompany.extend({ CompanyName: text });
export type Company = z.infer<typeof CompanySchema>;

export const OrderSchema = ZOrder.extend({
  OrderNumber: text,
  SupplierId: optionalGuid,
  ReservationId: optionalGuid,
  Created: optionalTime,
  Updated: optionalTime,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderRowSchema = ZOrderRow.extend({ ItemCode: text });
export type OrderRow = z.infer<typeof OrderRowSchema>;

/** §2.7. */
export const TokenResponseSchema = z.looseObject({ token: z.string().min(1) });

/** An OData collection answer; nextLink appears when the service pages. */
export const odataCollection = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    value: z.array(item),
    '@odata.nextLink': z.string().optional(),
    // A number by the standard; some servers send it as a string (IEEE754Compatible).
    '@odata.count': z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  });
