import { format, parseISO } from 'date-fns';

/** A delivery day as the ERP gives it (a calendar day, no time zone): shown as that day everywhere. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const parsed = parseISO(day.slice(0, 10));
  return Number.isNaN(parsed.getTime()) ? day : format(parsed, 'd MMM yyyy');
}

/** When something happened, in the planner's own time zone. */
export function formatStamp(iso: string | null | undefined): string {
  if (!iso) return '—';
  const parsed = parseISO(iso);
  return Number.isNaN(parsed.getTime()) ? iso : format(parsed, 'd MMM yyyy HH:mm');
}
