// The carrier and vehicle fields of a create or update body, checked against the companies and vehicle types.
import { unprocessable } from '../lib/emulator-error';
import type { EmulatorState } from '../store/emulator-state';
import type { CreateReservationBody } from './reservation-schemas';
import type { Reservation } from './types';

type CarrierFields = Pick<
  CreateReservationBody,
  'CarrierId' | 'Carrier' | 'CarrierDriverFullName' | 'VehicleTypeId' | 'VehicleNumberPlate' | 'TrailerNumberPlate'
>;

/** Checks carrier and vehicle type references and returns the record fields they set. */
export function checkCarrierFields(state: EmulatorState, body: CarrierFields): Partial<Reservation> {
  const out: Partial<Reservation> = {};
  if (body.CarrierId !== undefined) {
    const carrier = body.CarrierId === null ? null : state.companies.get(body.CarrierId.toLowerCase());
    if (body.CarrierId !== null && !carrier?.IsCarrier)
      throw unprocessable('UNKNOWN_CARRIER', 'CarrierId', `CarrierId ${body.CarrierId} is not a known carrier company`);
    out.CarrierId = carrier?.Id ?? null;
    if (body.Carrier === undefined) out.Carrier = carrier?.CompanyName ?? '';
  }
  if (body.VehicleTypeId !== undefined) {
    if (body.VehicleTypeId !== null && !state.vehicleTypes.has(body.VehicleTypeId.toLowerCase())) {
      throw unprocessable(
        'UNKNOWN_VEHICLE_TYPE',
        'VehicleTypeId',
        `VehicleTypeId ${body.VehicleTypeId} is not a known vehicle type`,
      );
    }
    out.VehicleTypeId = body.VehicleTypeId?.toLowerCase() ?? null;
  }
  for (const k of ['Carrier', 'CarrierDriverFullName', 'VehicleNumberPlate', 'TrailerNumberPlate'] as const) {
    if (body[k] !== undefined) out[k] = body[k] ?? '';
  }
  return out;
}
