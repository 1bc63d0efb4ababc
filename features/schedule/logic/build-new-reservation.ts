import { pickUnitForDuration, type PanelState } from '@/features/reservations';

type NewReservation = Extract<PanelState, { kind: 'create' }>['initial'];

/**
 * The form's values for a reservation drawn on the grid from `startUtc` to `endUtc`: the unit whose length fits the
 * span and how many of it, else `fallbackUnitId` once; everything else left for the planner.
 */
export function buildNewReservation(
  rampId: string,
  startUtc: number,
  endUtc: number,
  unitMinutes: Map<string, number>,
  fallbackUnitId: string,
): NewReservation {
  const picked = pickUnitForDuration(endUtc - startUtc, unitMinutes);
  return {
    ResourceId: rampId,
    startUtc,
    UnitId: picked?.unitId ?? fallbackUnitId,
    NumberOfUnits: picked?.count ?? 1,
    Carrier: '',
    VehicleTypeId: '',
    VehicleNumberPlate: '',
    TrailerNumberPlate: '',
    CarrierDriverFullName: '',
  };
}
