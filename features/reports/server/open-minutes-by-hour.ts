import { tzOffset, tzScan } from '@date-fns/tz';
import type { OpeningHours } from '../contract';
import { localRange } from './local-range';

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Minutes the ramps are open in each local hour of day (index 0–23), summed over the local days `from`..`to` in
 * `timeZone`. Real minutes, not wall-clock ones: the hour a spring-forward night skips has none, the hour a fall-back
 * night repeats counts twice. The range is cut where the zone's offset changes and each piece mapped to wall-clock
 * time, so a year costs a few thousand steps, not a walk over every minute.
 */
export function openMinutesByHour(from: string, to: string, timeZone: string, hours: OpeningHours): number[] {
  const open = [toMinutes(hours.from), hours.to === '24:00' ? DAY_MINUTES : toMinutes(hours.to)] as const;
  const out = Array.from({ length: 24 }, () => 0);
  const range = localRange(from, to, timeZone);
  const cuts = tzScan(timeZone, { start: new Date(range.from), end: new Date(range.to) })
    .map((c) => c.date.getTime())
    .filter((t) => t > range.from && t < range.to);
  const edges = [range.from, ...cuts, range.to];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const offset = tzOffset(timeZone, new Date(start));
    // Wall-clock minutes since the epoch's wall-clock midnight, constant offset within the piece.
    addWallClock(out, open, (start + offset * MINUTE) / MINUTE, (edges[i + 1]! + offset * MINUTE) / MINUTE);
  }
  return out;
}

function addWallClock(out: number[], open: readonly [number, number], from: number, to: number): void {
  for (let dayStart = Math.floor(from / DAY_MINUTES) * DAY_MINUTES; dayStart < to; dayStart += DAY_MINUTES) {
    const a = Math.max(from, dayStart) - dayStart;
    const b = Math.min(to, dayStart + DAY_MINUTES) - dayStart;
    for (let h = Math.floor(a / 60); h < 24 && h * 60 < b; h++) {
      const lo = Math.max(a, h * 60, open[0]);
      const hi = Math.min(b, h * 60 + 60, open[1]);
      if (hi > lo) out[h]! += hi - lo;
    }
  }
}
