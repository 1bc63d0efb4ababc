// Snapping of dragged times to the zoom step, counted from the axis start (local midnight), and unit arithmetic for
// resizing.

export function snapToStep(utc: number, originUtc: number, stepMinutes: number): number {
  const step = stepMinutes * 60_000;
  return originUtc + Math.round((utc - originUtc) / step) * step;
}

/** Whole units covering a duration, at least one: a slot's length is always unit minutes × count. */
export function unitsForDuration(durationMs: number, unitMinutes: number): number {
  return Math.max(1, Math.round(durationMs / (unitMinutes * 60_000)));
}

type UnitRow = { UnitId?: string | null; NumberOfUnits?: number | null; StartUtc: string; EndUtc: string };

/**
 * Minutes per unit, learned from loaded reservations ((End − Start) / NumberOfUnits), because /api/units gives names
 * only. The most frequent value wins, so one odd record cannot skew it.
 */
export function learnUnitMinutes(reservations: readonly UnitRow[]): Map<string, number> {
  const votes = new Map<string, Map<number, number>>();
  for (const r of reservations) {
    if (!r.UnitId || !r.NumberOfUnits) continue;
    const minutes = minutesPerUnit(r, r.NumberOfUnits);
    if (!Number.isInteger(minutes) || minutes <= 0) continue;
    const tally = votes.get(r.UnitId) ?? new Map<number, number>();
    tally.set(minutes, (tally.get(minutes) ?? 0) + 1);
    votes.set(r.UnitId, tally);
  }
  const out = new Map<string, number>();
  for (const [unit, tally] of votes) out.set(unit, [...tally.entries()].sort((a, b) => b[1] - a[1])[0]![0]);
  return out;
}

/**
 * Each row's minutes per unit, with the times and count they came from: the grid hands most rows in more than once (a
 * shown week is also among the loaded ranges, a week still loading is learnt from again with each part), and parsing
 * their instants again would be most of this function's time. A row whose fields changed is worked out anew.
 */
const workedOut = new WeakMap<UnitRow, { start: string; end: string; count: number; minutes: number }>();

function minutesPerUnit(r: UnitRow, count: number): number {
  const known = workedOut.get(r);
  if (known && known.start === r.StartUtc && known.end === r.EndUtc && known.count === count) return known.minutes;
  const minutes = (Date.parse(r.EndUtc) - Date.parse(r.StartUtc)) / 60_000 / count;
  workedOut.set(r, { start: r.StartUtc, end: r.EndUtc, count, minutes });
  return minutes;
}

/** For a dragged-out span: the unit whose length divides it (largest first) and how many of them. */
export function pickUnitForDuration(
  durationMs: number,
  unitMinutes: Map<string, number>,
): { unitId: string; count: number } | null {
  const minutes = durationMs / 60_000;
  const sorted = [...unitMinutes.entries()].sort((a, b) => b[1] - a[1]);
  for (const [unitId, m] of sorted) if (minutes % m === 0) return { unitId, count: minutes / m };
  const fallback = sorted.at(-1);
  return fallback ? { unitId: fallback[0], count: unitsForDuration(durationMs, fallback[1]) } : null;
}
