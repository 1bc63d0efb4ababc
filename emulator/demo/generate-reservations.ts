// Adds N reservations in free slots, walking outward from today, for benchmarks and load demos; no webhooks are sent for them.
import type { Reservation } from '../domain/types';
import { createPrng } from '../lib/create-prng';
import type { EmulatorState } from '../store/emulator-state';
import { fillRampDay, forEachOpenDay } from './generate-demo-data';

export const MAX_GENERATE = 200_000;

export function generateReservations(state: EmulatorState, count: number, seed: number, now: number): number {
  const prng = createPrng(seed);
  const companies = [...state.companies.values()];
  const ctx = {
    prng,
    now,
    // fillRampDay reads these lists from a snapshot-shaped object
    snapshot: { units: [...state.units.values()], vehicleTypes: [...state.vehicleTypes.values()], companies } as never,
    carriers: companies.filter((c) => c.IsCarrier),
    suppliers: companies.filter((c) => c.IsSupplier),
    orderSeq: 0,
  };
  const offices = [...state.branchOffices.values()];
  const resources = [...state.resources.values()];
  const out: Reservation[] = [];
  const isFree = (resourceId: string) => (start: number, end: number) => state.reservations.findOverlaps(resourceId, start, end).length === 0;
  for (let k = 0; out.length < count && k < 5000; k++) {
    const offset = k % 2 === 0 ? k / 2 : -(k + 1) / 2;
    for (const office of offices) {
      forEachOpenDay(office, now, offset, offset, (open, close) => {
        for (const ramp of resources) if (ramp.BranchOfficeId === office.Id && out.length < count) fillRampDay(ctx, out, ramp, open, close, 0.9, isFree(ramp.Id));
      });
    }
  }
  const added = out.slice(0, count);
  for (const r of added) r.ReservationNumber = state.takeReservationNumber();
  state.reservations.addMany(added);
  return added.length;
}
