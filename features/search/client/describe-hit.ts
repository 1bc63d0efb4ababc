// How one search hit reads and where it leads: the same for the header's list and the search page.
import type { Locale } from '@/lib/contracts';
import type { SearchHit } from '../contract';
import { formatInZone, LOCALE_FORMATS } from '@/lib/i18n';
import { localDateOf } from '@/lib/time';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue, 15 Dec 2026" in the hit's zone, or "út 15. 12. 2026": the language's short weekday and date. */
export function formatHitDay(utc: number, timeZone: string, locale: Locale = 'en'): string {
  const key = `${locale} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_FORMATS[locale].intl, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dayFormats.set(key, format);
  }
  return format.format(utc);
}

export interface HitText {
  day: string;
  time: string;
  /**
   * What the gate recorded against the plan, as the arguments of the message search.hit.actual ("arrived 12 min
   * late, departed 10:30", "no arrival recorded", nothing before its slot): within a minute of the plan is on time.
   */
  actual: {
    state: 'arrived' | 'missed' | 'none';
    lateness: 'onTime' | 'late' | 'early';
    duration: string;
    departed: string;
  };
}

const MINUTE = 60_000;

/**
 * The hit's day and slot in its branch office's zone (the browser's when none is set), and what the gate recorded
 * against the plan; `formatDuration` writes a length of time in the reader's language (useFormatDuration).
 */
export function describeHit(
  hit: SearchHit,
  browserZone: string,
  now: number,
  locale: Locale,
  formatDuration: (ms: number) => string,
): HitText {
  const zone = hit.timeZone ?? browserZone;
  const start = Date.parse(hit.startUtc);
  const time = (utc: number) => formatInZone(utc, zone, locale, 'time');
  const arrival = hit.arrivalUtc ? Date.parse(hit.arrivalUtc) : null;
  const offset = arrival === null ? 0 : arrival - start;
  const actual: HitText['actual'] = {
    state: arrival !== null ? 'arrived' : Date.parse(hit.endUtc) < now ? 'missed' : 'none',
    lateness: Math.abs(offset) < MINUTE ? 'onTime' : offset > 0 ? 'late' : 'early',
    duration: formatDuration(offset),
    departed: hit.departureUtc ? time(Date.parse(hit.departureUtc)) : 'none',
  };
  return { day: formatHitDay(start, zone, locale), time: `${time(start)}–${time(Date.parse(hit.endUtc))}`, actual };
}

/**
 * Where a hit leads: the schedule on its local day and branch with its panel open, or, once deleted, the
 * deleted-reservation audit filtered to its number.
 */
export function hitHref(hit: SearchHit, browserZone: string): string {
  if (hit.deletedAt) return `/deleted?${new URLSearchParams({ q: hit.number || hit.id }).toString()}`;
  const schedule = new URLSearchParams({
    date: localDateOf(Date.parse(hit.startUtc), hit.timeZone ?? browserZone),
    view: 'day',
  });
  if (hit.branchOfficeId) schedule.set('branch', hit.branchOfficeId);
  schedule.set('open', hit.id);
  return `/schedule?${schedule.toString()}`;
}
