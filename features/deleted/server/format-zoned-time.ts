import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// Times of the audit's CSV: the branch office's wall clock with its offset, so a spreadsheet reader sees the time the
// planners saw and still knows the instant, on DST days too.

const known = new Map<string, boolean>();

/** The zone when the runtime knows it, else UTC: a mistyped zone in the settings must not break an export. */
export function usableZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  let ok = known.get(timeZone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(timeZone, ok);
  }
  return ok ? timeZone : 'UTC';
}

/**
 * `2026-11-23 14:00 +01:00`: the instant on the zone's wall clock, with the zone's offset at that instant; '' for none.
 */
export function formatZonedTime(
  instant: string | Date | null | undefined,
  timeZone: string | null | undefined,
): string {
  if (instant === null || instant === undefined) return '';
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(at)) return '';
  return format(new TZDate(at, usableZone(timeZone)), 'yyyy-MM-dd HH:mm xxx');
}
