// Dates and times of an instant in a branch office's time zone (@date-fns/tz), shared by every board.
import { TZDate } from '@date-fns/tz';

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
