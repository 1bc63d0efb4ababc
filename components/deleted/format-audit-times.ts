import { localDateOf, localTimeOf } from '@/lib/schedule';

// The audit table's times, on the branch office's clock as the schedule shows them.

/** `2026-11-23 14:00–15:30`, or both dates when the slot ends on another day; '' when the slot is not known. */
export function formatSlot(startUtc: string | null, endUtc: string | null, timeZone: string): string {
  if (!startUtc) return '';
  const start = Date.parse(startUtc);
  const day = localDateOf(start, timeZone);
  const from = `${day} ${localTimeOf(start, timeZone)}`;
  if (!endUtc) return from;
  const end = Date.parse(endUtc);
  const endDay = localDateOf(end, timeZone);
  return endDay === day ? `${from}–${localTimeOf(end, timeZone)}` : `${from} – ${endDay} ${localTimeOf(end, timeZone)}`;
}

/** `2026-11-23 14:05` */
export function formatStamp(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return `${localDateOf(at, timeZone)} ${localTimeOf(at, timeZone)}`;
}
