// How the reports write their figures: shares as whole percentages, minutes signed where they are a delay, days
// as planners say them. A figure that has nothing to be taken over is an en dash, never a 0 that is not there.
export const NONE = '–';

export const formatShare = (share: number | null | undefined): string => (share === null || share === undefined ? NONE : `${Math.round(share * 100)}%`);

export const formatCount = (n: number): string => n.toLocaleString('en-GB');

/** A delay: "+12 min" late, "−3 min" early, "0 min". */
export function formatDelay(minutes: number | null): string {
  if (minutes === null) return NONE;
  const rounded = Math.round(minutes);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatMinutes(Math.abs(rounded))}`;
}

/** A length of time: "45 min", "1 h 05 min". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return NONE;
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  return `${Math.floor(rounded / 60)} h ${String(rounded % 60).padStart(2, '0')} min`;
}

export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
export const hourSpan = (hour: number): string => `${hourLabel(hour)}–${hourLabel(hour + 1)}`;

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** "3 Nov 2026" of a YYYY-MM-DD (a calendar day, no zone of its own). */
export const formatDay = (day: string): string => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
export const formatShortDay = (day: string): string => shortDayFormat.format(Date.parse(`${day}T00:00:00Z`));

/** "3 Nov – 30 Nov 2026", or one day. */
export function formatDayRange(from: string, to: string): string {
  if (from === to) return formatDay(from);
  return from.slice(0, 4) === to.slice(0, 4) ? `${formatShortDay(from)} – ${formatDay(to)}` : `${formatDay(from)} – ${formatDay(to)}`;
}

export const dayCount = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A delay bucket: "under −60 min", "−60 to −50 min", "120 min or more". */
export function formatBucket(from: number | null, to: number | null): string {
  const m = (n: number) => (n < 0 ? `−${-n}` : String(n));
  if (from === null) return `under ${m(to ?? 0)} min`;
  if (to === null) return `${m(from)} min or more`;
  return `${m(from)} to ${m(to)} min`;
}

export const carrierName = (carrier: string): string => carrier || '(no carrier)';
