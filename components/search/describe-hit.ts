// How one search hit reads and where it leads: the same for the header's list and the search page.
import type { SearchHit } from '@/lib/contracts';
import { describeArrival, localDateOf, localTimeOf } from '@/lib/schedule';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue 15 Dec 2026" in the hit's zone. */
export function formatHitDay(utc: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  return format.format(utc);
}

export interface HitText {
  day: string;
  time: string;
  /** Plan against actual: "arrived 12 min late, departed", "not arrived", "" before its slot. */
  actual: string;
}

/** The hit's day and slot in its branch office's zone (the browser's when none is set), and what the gate recorded against the plan. */
export function describeHit(hit: SearchHit, browserZone: string, now: number): HitText {
  const zone = hit.timeZone ?? browserZone;
  const start = Date.parse(hit.startUtc);
  const arrival = hit.arrivalUtc ? Date.parse(hit.arrivalUtc) : null;
  const actual =
    arrival !== null
      ? `arrived ${describeArrival(arrival - start)}${hit.departureUtc ? `, departed ${localTimeOf(Date.parse(hit.departureUtc), zone)}` : ', on site'}`
      : Date.parse(hit.endUtc) < now
        ? 'no arrival recorded'
        : '';
  return { day: formatHitDay(start, zone), time: `${localTimeOf(start, zone)}–${localTimeOf(Date.parse(hit.endUtc), zone)}`, actual };
}

/**
 * Where a hit leads: the schedule on its local day and branch with its panel open, or, once deleted, the
 * deleted-reservation audit filtered to its number.
 */
export function hitHref(hit: SearchHit, browserZone: string): string {
  if (hit.deletedAt) return `/deleted?${new URLSearchParams({ q: hit.number || hit.id }).toString()}`;
  const schedule = new URLSearchParams({ date: localDateOf(Date.parse(hit.startUtc), hit.timeZone ?? browserZone), view: 'day' });
  if (hit.branchOfficeId) schedule.set('branch', hit.branchOfficeId);
  schedule.set('open', hit.id);
  return `/schedule?${schedule.toString()}`;
}
