import type { Locale } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { localDateOf, localTimeOf } from '@/lib/time';

// The audit table's times, on the branch office's clock as the schedule shows them. English keeps the sortable
// `2026-11-23 14:05` the audit always had; another language writes its own date and time (Czech: 23. 11. 2026 14:05).

const day = (at: number, timeZone: string, locale: Locale) =>
  locale === 'en' ? localDateOf(at, timeZone) : formatInZone(at, timeZone, locale, 'day');
const time = (at: number, timeZone: string, locale: Locale) =>
  locale === 'en' ? localTimeOf(at, timeZone) : formatInZone(at, timeZone, locale, 'time');

/** `2026-11-23 14:00–15:30`, or both dates when the slot ends on another day; '' when the slot is not known. */
export function formatSlot(startUtc: string | null, endUtc: string | null, timeZone: string, locale: Locale): string {
  if (!startUtc) return '';
  const start = Date.parse(startUtc);
  const startDay = day(start, timeZone, locale);
  const from = `${startDay} ${time(start, timeZone, locale)}`;
  if (!endUtc) return from;
  const end = Date.parse(endUtc);
  const endDay = day(end, timeZone, locale);
  return endDay === startDay
    ? `${from}–${time(end, timeZone, locale)}`
    : `${from} – ${endDay} ${time(end, timeZone, locale)}`;
}

/** `2026-11-23 14:05` */
export function formatStamp(iso: string, timeZone: string, locale: Locale): string {
  const at = Date.parse(iso);
  return `${day(at, timeZone, locale)} ${time(at, timeZone, locale)}`;
}
