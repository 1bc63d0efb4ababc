// Days and times in the schedule's sentences, in the reader's language. English keeps the forms the schedule always
// wrote (2026-11-23 and 2026-11-23 09:05, which the end-to-end specs read); every other language writes lib/i18n's
// (23. 11. 2026 and 23. 11. 2026 9:05).
import type { Locale } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { localDateOf, localTimeOf } from './zone-dates';

/** The local day (`day`) or day and time (`dayTime`) of an instant in `timeZone`. */
export function formatLocalStamp(utc: number, timeZone: string, locale: Locale, pattern: 'day' | 'dayTime'): string {
  if (locale === 'en')
    return pattern === 'day'
      ? localDateOf(utc, timeZone)
      : `${localDateOf(utc, timeZone)} ${localTimeOf(utc, timeZone)}`;
  return formatInZone(utc, timeZone, locale, pattern);
}
