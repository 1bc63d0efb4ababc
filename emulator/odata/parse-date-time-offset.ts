// Turns OData date/time literals into comparable numbers once, and reads row values cheaply on every row.

const DATE_TIME_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; Date.UTC handles leap years for us.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/**
 * Epoch milliseconds of an OData DateTimeOffset literal, or null when it is malformed or out of range.
 * Own parser rather than Date.parse because engines accept impossible dates (Feb 30) and non-ISO forms.
 */
export function parseDateTimeOffset(text: string): number | null {
  const m = DATE_TIME_OFFSET.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (!isValidDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  // Sub-millisecond digits are allowed by OData but cannot be represented in epoch ms; truncate them.
  const ms = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'));
  let offsetMinutes = 0;
  if (zone !== undefined && zone !== 'Z') {
    const offH = Number(zone.slice(1, 3));
    const offM = Number(zone.slice(4, 6));
    if (offH > 23 || offM > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offH * 60 + offM);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000;
}

/** The literal itself when it is a real calendar day (YYYY-MM-DD), else null. */
export function parseDate(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  return isValidDay(Number(m[1]), Number(m[2]), Number(m[3])) ? text : null;
}

/**
 * Epoch ms of a stored DateTimeOffset value. Numbers pass straight through (the emulator's fast path);
 * strings and Dates are parsed; anything else, or an unparseable string, counts as null.
 */
export function readEpochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/**
 * True for the exact shape Date#toISOString produces (YYYY-MM-DDThh:mm:ss.sssZ). Such strings sort
 * lexicographically in time order, so they can be compared without parsing. Only the separators are
 * checked, to stay cheap per row; digits are trusted.
 */
export function isCanonicalUtcIso(value: string): boolean {
  return (
    value.length === 24 &&
    value.charCodeAt(23) === 90 && // Z
    value.charCodeAt(19) === 46 && // .
    value.charCodeAt(10) === 84 && // T
    value.charCodeAt(4) === 45 &&
    value.charCodeAt(7) === 45 &&
    value.charCodeAt(13) === 58 &&
    value.charCodeAt(16) === 58
  );
}
