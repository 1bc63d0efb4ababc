import { parseISO } from 'date-fns';
import type { Locale } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';

/**
 * A delivery day as the ERP gives it (a calendar day, no time zone): shown as that day everywhere, in `locale`'s
 * form.
 */
export function formatDay(day: string | null | undefined, locale: Locale): string {
  if (!day) return '—';
  const parsed = parseISO(day.slice(0, 10));
  if (Number.isNaN(parsed.getTime())) return day;
  return formatInZone(Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate()), 'UTC', locale, 'day');
}

/** When something happened, on the planner's own clock (`timeZone`, the browser's), in `locale`'s form. */
export function formatStamp(iso: string | null | undefined, locale: Locale, timeZone: string): string {
  if (!iso) return '—';
  const parsed = parseISO(iso);
  return Number.isNaN(parsed.getTime()) ? iso : formatInZone(parsed, timeZone, locale, 'dayTime');
}
