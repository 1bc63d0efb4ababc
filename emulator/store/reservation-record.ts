// Builds reservation records with one fixed property order (one hidden class, so 200,000 of them stay fast and small),
// and packs them into snapshot rows without repeating key names.
import type { Reservation } from '../domain/types';

type Required = Pick<
  Reservation,
  | 'Id'
  | 'ReservationNumber'
  | 'StartUtc'
  | 'EndUtc'
  | 'ResourceId'
  | 'BranchOfficeId'
  | 'UnitId'
  | 'NumberOfUnits'
  | 'Created'
  | 'Updated'
>;

/** Custom fields (ExtCustomField*) are kept only when set; a missing one reads as null. */
export function newReservation(init: Required & Partial<Reservation>): Reservation {
  const r = {
    Id: init.Id,
    ReservationNumber: init.ReservationNumber,
    StartUtc: init.StartUtc,
    EndUtc: init.EndUtc,
    ResourceId: init.ResourceId,
    BranchOfficeId: init.BranchOfficeId,
    UnitId: init.UnitId,
    NumberOfUnits: init.NumberOfUnits,
    Carrier: init.Carrier ?? '',
    CarrierId: init.CarrierId ?? null,
    VehicleTypeId: init.VehicleTypeId ?? null,
    VehicleNumberPlate: init.VehicleNumberPlate ?? '',
    TrailerNumberPlate: init.TrailerNumberPlate ?? '',
    CarrierDriverFullName: init.CarrierDriverFullName ?? '',
    ApprovalStatus: init.ApprovalStatus ?? 'Pending',
    RealGateVehicleArrivalUtc: init.RealGateVehicleArrivalUtc ?? null,
    RealGateVehicleDepartureUtc: init.RealGateVehicleDepartureUtc ?? null,
    ProcessingStartedUtc: init.ProcessingStartedUtc ?? null,
    ProcessingCompletedUtc: init.ProcessingCompletedUtc ?? null,
    DeliveredUtc: init.DeliveredUtc ?? null,
    CarrierNotArrived: init.CarrierNotArrived ?? false,
    IsUrgent: init.IsUrgent ?? false,
    IppApprovalStatus: init.IppApprovalStatus ?? null,
    ActionNotCompleted: init.ActionNotCompleted ?? false,
    CustomActionStatus: init.CustomActionStatus ?? null,
    ActionDialogAnswer: init.ActionDialogAnswer ?? null,
    OrderNumbers: init.OrderNumbers ?? '',
    SupplierNames: init.SupplierNames ?? '',
    Note: init.Note ?? '',
    Created: init.Created,
    Updated: init.Updated,
  } as Reservation;
  for (const [k, v] of Object.entries(init))
    if (k.startsWith('ExtCustomField') && v !== null && v !== undefined)
      (r as unknown as Record<string, unknown>)[k] = v;
  return r;
}

const FIELDS = Object.keys(
  newReservation({
    Id: '',
    ReservationNumber: '',
    StartUtc: 0,
    EndUtc: 0,
    ResourceId: '',
    BranchOfficeId: '',
    UnitId: '',
    NumberOfUnits: 0,
    Created: 0,
    Updated: 0,
  }),
);

export type ReservationRow = unknown[];

/** A record as an array in FIELDS order, plus an object of its custom fields (or 0 when it has none). */
export function toRow(r: Reservation): ReservationRow {
  const row: unknown[] = FIELDS.map((f) => (r as unknown as Record<string, unknown>)[f]);
  let custom: Record<string, unknown> | 0 = 0;
  for (const k in r)
    if (k.startsWith('ExtCustomField')) (custom ||= {})[k] = (r as unknown as Record<string, unknown>)[k];
  row.push(custom);
  return row;
}

/** A snapshot row back to a record; `fields` names the row's layout when an older snapshot wrote another one. */
export function fromRow(row: ReservationRow, fields: readonly string[] = FIELDS): Reservation {
  const init: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) init[fields[i]!] = row[i];
  const custom = row[fields.length];
  return newReservation({ ...(init as Required), ...(custom ? (custom as object) : {}) });
}

export const RESERVATION_ROW_FIELDS = FIELDS;
