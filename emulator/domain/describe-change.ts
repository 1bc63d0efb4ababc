// Which webhook events a change to a reservation stands for.
import type { Reservation } from './types';

/** Event kinds a change stands for: reservation.updated first, then each specific kind. */
export function describeChange(old: Reservation, next: Reservation): string[] {
  const changed = (k: keyof Reservation) => (old[k] ?? null) !== (next[k] ?? null);
  const kinds: string[] = [];
  if (changed('ResourceId') || changed('StartUtc')) kinds.push('reservation.moved');
  if (next.EndUtc - next.StartUtc !== old.EndUtc - old.StartUtc) kinds.push('reservation.resized');
  if (changed('BranchOfficeId')) kinds.push('reservation.branchoffice.changed');
  if (changed('VehicleNumberPlate') || changed('TrailerNumberPlate')) kinds.push('reservation.vehicle.platechanged');
  if (changed('CarrierDriverFullName')) kinds.push('reservation.driver.changed');
  if (changed('Carrier') || changed('CarrierId')) kinds.push('reservation.carrier.detailschanged');
  if (changed('Note')) kinds.push('reservation.note.updated');
  const any = ([...new Set([...Object.keys(old), ...Object.keys(next)])] as (keyof Reservation)[]).some(
    (k) => k !== 'Updated' && changed(k),
  );
  return any ? ['reservation.updated', ...kinds] : [];
}
