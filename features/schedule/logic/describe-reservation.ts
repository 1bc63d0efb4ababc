// Words for a reservation: lifecycle badges and the accessible name of its block (text, never colour alone), in the
// reader's language (messages: schedule.block, schedule.badges, schedule.status).
import type { GridReservation } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import type { Words } from '@/lib/i18n';

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
const timeField = (r: GridReservation, name: 'ProcessingStartedUtc' | 'ProcessingCompletedUtc' | 'DeliveredUtc') =>
  typeof r[name] === 'string' && r[name] !== '' ? (r[name] as string) : null;

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
export const approvalTone = (status: string): ApprovalTone =>
  status === 'Approved' || status === 'Pending' || status === 'Rejected' ? status : 'Other';

// A week's thousands of blocks start and end on a few hundred instants, and formatting one in a zone costs an Intl
// offset lookup: each is formatted once (docs/decisions/0600-grid-keeps-its-formatted-words.md).
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

// A translator formats its message anew on each call (next-intl's t(), a few per name), and a scrolled week names
// a few thousand blocks. Each phrase is made once per language: those that repeat as they are (a status, a badge,
// "overlaps"), and, for the number, the carrier and the plate, the message around a placeholder, which the value
// then replaces (they are plain {value} messages).
const phrases = new Map<string, string>();
const HOLE = '\uE000';
function phrase(
  { t, locale }: Words<'schedule'>,
  key: Parameters<Words<'schedule'>['t']>[0],
  values?: Record<string, string>,
): string {
  const id = `${locale} ${key} ${values ? Object.values(values).join(' ') : ''}`;
  let text = phrases.get(id);
  if (text === undefined) {
    if (phrases.size >= 1_000) phrases.clear();
    phrases.set(id, (text = t(key, values)));
  }
  return text;
}
function filled(
  words: Words<'schedule'>,
  key: 'block.reservation' | 'block.carrier' | 'block.plate',
  name: string,
  value: string,
): string {
  const around = phrase(words, key, { [name]: HOLE });
  const at = around.indexOf(HOLE);
  // A message that does more with its value than show it is formatted as it is.
  if (at < 0 || around.indexOf(HOLE, at + 1) >= 0) return words.t(key, { [name]: value });
  return around.slice(0, at) + value + around.slice(at + 1);
}

/** "Reservation R-1, 09:00–10:00, Pending, carrier Rapid Freight, plate 1B2 3456, arrived", in the reader's
 * language. */
export function describeReservation(
  r: GridReservation,
  timeZone: string,
  words: Words<'schedule'>,
  flags: { overlapping?: boolean } = {},
): string {
  const time = (iso: string) => wallTime(iso, timeZone, words.locale);
  const parts = [
    filled(words, 'block.reservation', 'number', r.ReservationNumber || r.Id),
    `${time(r.StartUtc)}–${time(r.EndUtc)}`,
    phrase(words, 'status', { status: r.ApprovalStatus || 'none' }),
  ];
  if (r.Carrier) parts.push(filled(words, 'block.carrier', 'carrier', r.Carrier));
  if (r.VehicleNumberPlate) parts.push(filled(words, 'block.plate', 'plate', r.VehicleNumberPlate));
  for (const badge of lifecycleBadges(r)) parts.push(phrase(words, `badges.${LIFECYCLE_BADGE_KEYS[badge]}`));
  if (flags.overlapping) parts.push(phrase(words, 'block.overlaps'));
  return parts.join(', ');
}
