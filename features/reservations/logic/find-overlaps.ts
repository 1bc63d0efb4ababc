// Clash detection on one ramp: the service allows one reservation per ramp at a time, so any overlap is a problem
// to flag.

export interface Slot {
  Id: string;
  ResourceId: string;
  startUtc: number;
  endUtc: number;
}

/** Ids of every slot that overlaps another slot on the same ramp (touching ends do not overlap). */
export function findOverlaps(slots: readonly Slot[]): Set<string> {
  const byRamp = new Map<string, Slot[]>();
  for (const s of slots) {
    const list = byRamp.get(s.ResourceId);
    if (list) list.push(s);
    else byRamp.set(s.ResourceId, [s]);
  }
  const out = new Set<string>();
  for (const list of byRamp.values()) {
    list.sort((a, b) => a.startUtc - b.startUtc);
    let reach: Slot | null = null;
    for (const s of list) {
      if (reach && s.startUtc < reach.endUtc) {
        out.add(s.Id);
        out.add(reach.Id);
      }
      if (!reach || s.endUtc > reach.endUtc) reach = s;
    }
  }
  return out;
}

/** The first loaded slot a candidate would clash with on its target ramp, ignoring the slot being moved. */
export function findClash(candidate: Slot, slots: readonly Slot[]): Slot | null {
  for (const s of slots) {
    if (s.Id === candidate.Id || s.ResourceId !== candidate.ResourceId) continue;
    if (s.startUtc < candidate.endUtc && candidate.startUtc < s.endUtc) return s;
  }
  return null;
}
