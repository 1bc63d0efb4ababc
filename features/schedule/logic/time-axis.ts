// The horizontal axis of the grid: a day or a week in the branch office's time zone, cut into zoom-sized buckets.
// Local midnights come from @date-fns/tz, so a DST day is 23 or 25 hours long and every bucket is a real UTC span.
import type { ScheduleView, ZoomMinutes } from '@/lib/contracts';
import { localMidnightUtc, localTimeOf, shiftDate, weekStartOf } from '@/lib/time';

export interface TimeBucket {
  startUtc: number;
  endUtc: number;
  /** Local wall-clock label, e.g. "09:00". */
  label: string;
  /** True for the first bucket of a local day, so the header can show the date there. */
  dayStart: boolean;
}

export interface TimeAxis {
  startUtc: number;
  endUtc: number;
  timeZone: string;
  stepMinutes: ZoomMinutes;
  buckets: TimeBucket[];
  /** Local days on the axis, each with its UTC span (23, 24 or 25 hours). */
  days: { date: string; startUtc: number; endUtc: number }[];
}

export function buildTimeAxis(date: string, view: ScheduleView, timeZone: string, stepMinutes: ZoomMinutes): TimeAxis {
  const first = view === 'week' ? weekStartOf(date) : date;
  const dayCount = view === 'week' ? 7 : 1;
  const days = Array.from({ length: dayCount }, (_, i) => ({
    date: shiftDate(first, i),
    startUtc: localMidnightUtc(first, timeZone, i),
    endUtc: localMidnightUtc(first, timeZone, i + 1),
  }));
  const step = stepMinutes * 60_000;
  const buckets: TimeBucket[] = [];
  for (const day of days) {
    // Buckets restart at each local midnight so a 23- or 25-hour day never shifts the next day's labels.
    for (let t = day.startUtc; t < day.endUtc; t += step) {
      buckets.push({
        startUtc: t,
        endUtc: Math.min(t + step, day.endUtc),
        label: localTimeOf(t, timeZone),
        dayStart: t === day.startUtc,
      });
    }
  }
  return { startUtc: days[0]!.startUtc, endUtc: days[dayCount - 1]!.endUtc, timeZone, stepMinutes, buckets, days };
}

/** Index of the bucket holding `utc`, clamped to the axis. */
export function bucketIndexAt(axis: TimeAxis, utc: number): number {
  const { buckets } = axis;
  let lo = 0;
  let hi = buckets.length - 1;
  if (utc <= buckets[0]!.startUtc) return 0;
  if (utc >= buckets[hi]!.endUtc) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (buckets[mid]!.startUtc <= utc) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
