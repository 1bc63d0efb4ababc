// Free time on one ramp for a reservation of a known length: the gaps between its reservations on one local
// day, each offered at its first start on the step grid. The service's opening hours are not in the interface
// (spec §2.4 gives ramps only), so the day is narrowed to the hours the branch's reservations are seen to use;
// a planner may still type any time, and the service names its hours when it refuses one.
import { localTimeOf } from '@/lib/time';
import type { Slot } from './find-overlaps';

export interface FreeSlot {
  startUtc: number;
  /** Where the gap ends: the next reservation, or the end of the day's window. */
  gapEndUtc: number;
}

interface FreeSlotQuery {
  rampId: string;
  /** The local day's window, [from, to). */
  fromUtc: number;
  toUtc: number;
  /** How long the reservation needs; null when the unit's length is not known yet (any gap of one step then). */
  lengthMs: number | null;
  stepMs: number;
  /** Where the step grid starts (local midnight), so offers stay on whole steps whatever the window's start. */
  gridOriginUtc: number;
  /** Nothing before this (now): a slot in the past is no offer. */
  notBeforeUtc: number;
  slots: readonly Slot[];
  limit: number;
}

export function findFreeSlots(q: FreeSlotQuery): FreeSlot[] {
  const need = q.lengthMs ?? q.stepMs;
  const taken = q.slots
    .filter((s) => s.ResourceId === q.rampId && s.endUtc > q.fromUtc && s.startUtc < q.toUtc)
    .sort((a, b) => a.startUtc - b.startUtc);
  const out: FreeSlot[] = [];
  let cursor = q.fromUtc;
  for (const next of [...taken, { startUtc: q.toUtc, endUtc: q.toUtc }]) {
    const gapEnd = Math.min(next.startUtc, q.toUtc);
    const start = alignUp(Math.max(cursor, q.notBeforeUtc), q.gridOriginUtc, q.stepMs);
    if (start + need <= gapEnd) out.push({ startUtc: start, gapEndUtc: gapEnd });
    if (out.length >= q.limit) break;
    cursor = Math.max(cursor, next.endUtc);
  }
  return out;
}

function alignUp(utc: number, originUtc: number, stepMs: number): number {
  return originUtc + Math.ceil((utc - originUtc) / stepMs) * stepMs;
}

/**
 * The local hours a branch works, as its reservations show them: the earliest start and the latest end seen on
 * any day, as HH:MM ('24:00' for an end at midnight). Null when nothing was seen.
 */
export function learnWorkingHours(
  reservations: readonly { StartUtc: string; EndUtc: string }[],
  timeZone: string,
): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const r of reservations) {
    const start = localTimeOf(Date.parse(r.StartUtc), timeZone);
    const rawEnd = localTimeOf(Date.parse(r.EndUtc), timeZone);
    // A slot over midnight says nothing about a day's hours.
    if (rawEnd !== '00:00' && rawEnd < start) continue;
    const end = rawEnd === '00:00' ? '24:00' : rawEnd;
    if (from === null || start < from) from = start;
    if (to === null || end > to) to = end;
  }
  return from !== null && to !== null ? { from, to } : null;
}
