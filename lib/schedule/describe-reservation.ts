// Words for a reservation: lifecycle badges and the accessible name of its block (text, never colour alone).
import type { GridReservation } from '@/lib/contracts';
import { localTimeOf } from './time-axis';

export type LifecycleBadge = 'arrived' | 'processing' | 'departed' | 'delivered' | 'carrier not arrived';

// The lifecycle fields are emulator extras beyond spec §2.1; read them defensively.
const timeField = (r: GridReservation, name: 'ProcessingStartedUtc' | 'ProcessingCompletedUtc' | 'DeliveredUtc') => (typeof r[name] === 'string' && r[name] !== '' ? (r[name] as string) : null);

/** The current lifecycle stages worth a badge, most advanced last. */
export function lifecycleBadges(r: GridReservation): LifecycleBadge[] {
  const out: LifecycleBadge[] = [];
  if (r[`CarrierNotArrived`] === true) out.push('carrier not arrived');
  if (r.RealGateVehicleArrivalUtc && !r.RealGateVehicleDepartureUtc) out.push('arrived');
  if (timeField(r, 'ProcessingStartedUtc') && !timeField(r, 'ProcessingCompletedUtc')) out.push('processing');
  if (r.RealGateVehicleDepartureUtc) out.push('departed');
  if (timeField(r, 'DeliveredUtc')) out.push('delivered');
  return out;
}

export type ApprovalTone = 'Approved' | 'Pending' | 'Rejected' | 'Other';
export const approvalTone = (status: string): ApprovalTone => (status === 'Approved' || status === 'Pending' || status === 'Rejected' ? status : 'Other');

export function describeReservation(r: GridReservation, timeZone: string, flags: { overlapping?: boolean } = {}): string {
  const parts = [
    `Reservation ${r.ReservationNumber || r.Id}`,
    `${localTimeOf(Date.parse(r.StartUtc), timeZone)}–${localTimeOf(Date.parse(r.EndUtc), timeZone)}`,
    r.ApprovalStatus || 'no status',
  ];
  if (r.Carrier) parts.push(`carrier ${r.Carrier}`);
  if (r.VehicleNumberPlate) parts.push(`plate ${r.VehicleNumberPlate}`);
  const badges = lifecycleBadges(r);
  if (badges.length) parts.push(badges.join(', '));
  if (flags.overlapping) parts.push('overlaps another reservation');
  return parts.join(', ');
}
