import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { cs, enGB, type Locale as DateFnsLocale } from 'date-fns/locale';
import type { Locale } from '@/lib/contracts';

// How each language writes dates, times and numbers. Every date on screen is formatted here, in an explicit zone
// (the branch office's or the browser's), never in the server's: the wire is UTC and so is next-intl's own time zone.
// English keeps the British forms Slotboard always had (25 Nov 2026, 24-hour 07:05); Czech writes 25. 11. 2026 and
// 7:05. Both weeks start on Monday.

export interface LocaleFormat {
  /** For Intl (numbers, lists, relative time): en-GB, not en, so English dates are day-first and 24-hour. */
  intl: string;
  dateFns: DateFnsLocale;
  /** date-fns patterns. */
  patterns: { time: string; day: string; weekdayDay: string; dayTime: string; weekday: string };
}

export const LOCALE_FORMATS: Record<Locale, LocaleFormat> = {
  en: {
    intl: 'en-GB',
    dateFns: enGB,
    patterns: {
      time: 'HH:mm',
      day: 'd MMM yyyy',
      weekdayDay: 'EEE d MMM yyyy',
      dayTime: 'd MMM yyyy HH:mm',
      weekday: 'EEE',
    },
  },
  cs: {
    intl: 'cs-CZ',
    dateFns: cs,
    patterns: {
      time: 'H:mm',
      day: 'd. M. yyyy',
      weekdayDay: 'EEEEEE d. M. yyyy',
      dayTime: 'd. M. yyyy H:mm',
      weekday: 'EEEEEE',
    },
  },
};

/** Monday, in every language: date-fns' startOfWeek and the like take it as `{ weekStartsOn: WEEK_STARTS_ON }`. */
export const WEEK_STARTS_ON = 1;

export type DatePattern = keyof LocaleFormat['patterns'];

/** A UTC moment as the wall clock of `timeZone` shows it, in `locale`'s form of `pattern`. */
export function formatInZone(
  utc: Date | number | string,
  timeZone: string,
  locale: Locale,
  pattern: DatePattern,
): string {
  const { dateFns, patterns } = LOCALE_FORMATS[locale];
  return format(new TZDate(new Date(utc).getTime(), timeZone), patterns[pattern], {
    locale: dateFns,
    weekStartsOn: WEEK_STARTS_ON,
  });
}

/** A number with the locale's grouping and decimal mark: 12,345.5 / 12 345,5. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE_FORMATS[locale].intl, options).format(value);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
/** Under this, a moment is "just now" (the caller's own words: Intl has none as natural). */
export const JUST_NOW_MS = 45_000;

/**
 * "5 minutes ago", "yesterday", "před 5 minutami", "včera" for the moment `at` seen at `now` (epoch milliseconds):
 * the largest unit that fits, counted whole (5 min 59 s is 5 minutes). Null under JUST_NOW_MS, and for a moment
 * after `now` (another clock), for the caller to say "just now" in its own words.
 */
export function formatTimeAgo(at: number, now: number, locale: Locale): string | null {
  const elapsed = now - at;
  if (elapsed < JUST_NOW_MS) return null;
  const format = new Intl.RelativeTimeFormat(LOCALE_FORMATS[locale].intl, { numeric: 'auto' });
  for (const [unit, ms] of RELATIVE_UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(-1, 'minute');
}
