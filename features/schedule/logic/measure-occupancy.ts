// The header's "9/12" per bucket and each ramp's utilisation over the visible range.
import type { Slot } from '@/features/reservations';
import type { TimeBucket } from './time-axis';

/** Per bucket, how many distinct ramps have a reservation overlapping it. */
export function countBusyRamps(buckets: readonly TimeBucket[], slots: readonly Slot[]): number[] {
  const ramps = buckets.map(() => new Set<string>());
  if (buckets.length === 0) return [];
  for (const s of slots) {
    // Buckets are sorted and contiguous: find the first one the slot touches, then walk.
    let lo = 0;
    let hi = buckets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (buckets[mid]!.endUtc <= s.startUtc) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < buckets.length && buckets[i]!.startUtc < s.endUtc; i++) ramps[i]!.add(s.ResourceId);
  }
  return ramps.map((r) => r.size);
}

/** Share (0..1) of [fromUtc, toUtc) covered by the ramp's reservations; overlapping slots count once. */
export function measureUtilisation(slots: readonly Slot[], fromUtc: number, toUtc: number): number {
  if (toUtc <= fromUtc) return 0;
  const spans = slots
    .map((s) => [Math.max(s.startUtc, fromUtc), Math.min(s.endUtc, toUtc)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let curStart = -Infinity;
  let curEnd = -Infinity;
  for (const [a, b] of spans) {
    if (a > curEnd) {
      if (curEnd > curStart) covered += curEnd - curStart;
      curStart = a;
      curEnd = b;
    } else curEnd = Math.max(curEnd, b);
  }
  if (curEnd > curStart) covered += curEnd - curStart;
  return covered / (toUtc - fromUtc);
}
