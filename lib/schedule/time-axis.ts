// The horizontal axis of the grid: a day or a week in the branch office's time zone, cut into zoom-sized buckets.
// Local midnights come from @date-fns/tz, so a DST day is 23 or 25 hours long and every bucket is a real UTC span.
import { TZDate } from '@date-fns/tz';

export type ScheduleView = 'day' | 'week';
export type ZoomMinutes = 15 | 30 | 60;

export interface TimeBucket {
  startUtc: number;
  endUtc: number;
  /** Local wall-clock label, e.g. "09:00". */
  label: string;
  /** True for the first bucket of a local day, so the header can show the date there. */
  dayStart: boolean;
}

export interface TimeAxis {
  startUtc: number;
  endUtc: number;
  timeZone: string;
  stepMinutes: ZoomMinutes;
  buckets: TimeBucket[];
  /** Local days on the axis, each with its UTC span (23, 24 or 25 hours). */
  days: { date: string; startUtc: number; endUtc: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function parseDate(date: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m - 1, d];
}

/** UTC instant of local midnight of `date` (YYYY-MM-DD) plus `addDays` days, in `timeZone`. */
export function localMidnightUtc(date: string, timeZone: string, addDays = 0): number {
  const [y, m, d] = parseDate(date);
  return new TZDate(y, m, d + addDays, 0, 0, 0, timeZone).getTime();
}

/** YYYY-MM-DD of an instant as seen in `timeZone`. */
export function localDateOf(utc: number, timeZone: string): string {
  const t = new TZDate(utc, timeZone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

// One formatter per zone: labels for thousands of blocks must not build a TZDate each.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** HH:MM of an instant as seen in `timeZone`. */
export function localTimeOf(utc: number, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(timeZone, format);
  }
  return format.format(utc);
}

/** Moves a YYYY-MM-DD date by whole days (calendar arithmetic, no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  const t = new Date(Date.UTC(y, m, d + days));
  return t.toISOString().slice(0, 10);
}

/** Monday of the week holding `date`: planners' weeks start on Monday. */
export function weekStartOf(date: string): string {
  const [y, m, d] = parseDate(date);
  const weekday = new Date(Date.UTC(y, m, d)).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

export function buildTimeAxis(date: string, view: ScheduleView, timeZone: string, stepMinutes: ZoomMinutes): TimeAxis {
  const first = view === 'week' ? weekStartOf(date) : date;
  const dayCount = view === 'week' ? 7 : 1;
  const days = Array.from({ length: dayCount }, (_, i) => ({
    date: shiftDate(first, i),
    startUtc: localMidnightUtc(first, timeZone, i),
    endUtc: localMidnightUtc(first, timeZone, i + 1),
  }));
  const step = stepMinutes * 60_000;
  const buckets: TimeBucket[] = [];
  for (const day of days) {
    // Buckets restart at each local midnight so a 23- or 25-hour day never shifts the next day's labels.
    for (let t = day.startUtc; t < day.endUtc; t += step) {
      buckets.push({ startUtc: t, endUtc: Math.min(t + step, day.endUtc), label: localTimeOf(t, timeZone), dayStart: t === day.startUtc });
    }
  }
  return { startUtc: days[0]!.startUtc, endUtc: days[dayCount - 1]!.endUtc, timeZone, stepMinutes, buckets, days };
}

/** Index of the bucket holding `utc`, clamped to the axis. */
export function bucketIndexAt(axis: TimeAxis, utc: number): number {
  const { buckets } = axis;
  let lo = 0;
  let hi = buckets.length - 1;
  if (utc <= buckets[0]!.startUtc) return 0;
  if (utc >= buckets[hi]!.endUtc) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (buckets[mid]!.startUtc <= utc) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** `YYYY-MM-DDTHH:mm` (a datetime-local input's value) of an instant in `timeZone`. */
export function toLocalInput(utc: number, timeZone: string): string {
  return `${localDateOf(utc, timeZone)}T${localTimeOf(utc, timeZone)}`;
}

/** The instant a datetime-local value means in `timeZone`, or NaN when it is not one. */
export function fromLocalInput(value: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return NaN;
  return new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), 0, timeZone).getTime();
}
