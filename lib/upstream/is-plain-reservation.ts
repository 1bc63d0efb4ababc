// The reservation check of a large read, at the cost of a few comparisons per field: most records the service sends are
// already in the contract's form, so ReservationSchema would accept them and hand back the same values. Such a record
// is taken as it is; any other (a null text, a time without its zone, a wrong type) goes to the schema, which reads it
// leniently or names the field that fails. Keep in step with ReservationSchema: is-plain-reservation.test.ts holds
// every field of it to this list and compares both on generated records.
import { BIT_FIELDS, isDateTimeWithOffset, isGuid, VARCHAR_FIELDS } from '@/lib/contracts';
import type { Reservation } from './schemas';

type Check = (value: unknown) => boolean;
const text: Check = (v) => typeof v === 'string';
const guid: Check = isGuid;
const guidOrNull: Check = (v) => v === null || isGuid(v);
const guidNullish: Check = (v) => v === undefined || v === null || isGuid(v);
const time: Check = isDateTimeWithOffset;
const timeOrNull: Check = (v) => v === null || isDateTimeWithOffset(v);
const intNullish: Check = (v) => v === undefined || v === null || Number.isSafeInteger(v);
const textNullish: Check = (v) => v === undefined || v === null || typeof v === 'string';
const bitNullish: Check = (v) => v === undefined || v === null || typeof v === 'boolean';

/** Per field of ReservationSchema, what passes it unchanged. */
export const PLAIN_RESERVATION_FIELDS: Readonly<Record<string, Check>> = {
  Id: guid,
  ReservationNumber: text,
  StartUtc: time,
  EndUtc: time,
  ResourceId: guid,
  Carrier: text,
  CarrierId: guidOrNull,
  VehicleTypeId: guidOrNull,
  VehicleNumberPlate: text,
  TrailerNumberPlate: text,
  CarrierDriverFullName: text,
  ApprovalStatus: text,
  RealGateVehicleArrivalUtc: timeOrNull,
  RealGateVehicleDepartureUtc: timeOrNull,
  OrderNumbers: text,
  SupplierNames: text,
  Created: timeOrNull,
  Updated: timeOrNull,
  Note: text,
  UnitId: guidNullish,
  NumberOfUnits: intNullish,
  BranchOfficeId: guidNullish,
  ...Object.fromEntries(VARCHAR_FIELDS.map((f) => [f, textNullish])),
  ...Object.fromEntries(BIT_FIELDS.map((f) => [f, bitNullish])),
};
const checks = Object.entries(PLAIN_RESERVATION_FIELDS);

/** Whether ReservationSchema would accept the record and read it back with the same values. */
export function isPlainReservation(record: unknown): record is Reservation {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return false;
  const r = record as Record<string, unknown>;
  for (const [field, check] of checks) if (!check(r[field])) return false;
  return true;
}
