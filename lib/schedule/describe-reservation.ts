// Words for a reservation: lifecycle badges and the accessible name of its block (text, never colour alone), in the
// reader's language (messages: schedule.block, schedule.badges, schedule.status).
import type { GridReservation } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import type { Words } from './translate';

export type LifecycleBadge = 'arrived' | 'processing' | 'departed' | 'delivered' | 'carrier not arrived';

/** A badge's key under schedule.badges in the messages. */
export const LIFECYCLE_BADGE_KEYS = {
  arrived: 'arrived',
  processing: 'processing',
  departed: 'departed',
  delivered: 'delivered',
  'carrier not arrived': 'carrierNotArrived',
} as const satisfies Record<LifecycleBadge, string>;

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

// A week's thousands of blocks start and end on a few hundred instants, and formatting one in a zone costs an Intl
// offset lookup: each is formatted once (the grid's first draw named 8,000 blocks a third slower without this).
const wallTimes = new Map<string, string>();
function wallTime(iso: string, timeZone: string, locale: Words<'schedule'>['locale']): string {
  const key = `${timeZone} ${locale} ${iso}`;
  let text = wallTimes.get(key);
  if (text === undefined) {
    if (wallTimes.size >= 20_000) wallTimes.clear();
    wallTimes.set(key, (text = formatInZone(Date.parse(iso), timeZone, locale, 'time')));
  }
  return text;
}

/** "Reservation R-1, 09:00–10:00, Pending, carrier Rapid Freight, plate 1B2 3456, arrived", in the reader's language. */
export function describeReservation(r: GridReservation, timeZone: string, { t, locale }: Words<'schedule'>, flags: { overlapping?: boolean } = {}): string {
  const time = (iso: string) => wallTime(iso, timeZone, locale);
  const parts = [t('block.reservation', { number: r.ReservationNumber || r.Id }), `${time(r.StartUtc)}–${time(r.EndUtc)}`, t('status', { status: r.ApprovalStatus || 'none' })];
  if (r.Carrier) parts.push(t('block.carrier', { carrier: r.Carrier }));
  if (r.VehicleNumberPlate) parts.push(t('block.plate', { plate: r.VehicleNumberPlate }));
  for (const badge of lifecycleBadges(r)) parts.push(t(`badges.${LIFECYCLE_BADGE_KEYS[badge]}`));
  if (flags.overlapping) parts.push(t('block.overlaps'));
  return parts.join(', ');
}
