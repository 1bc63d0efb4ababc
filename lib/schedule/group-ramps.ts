// Rows of the grid: ramps grouped by branch office, filtered by the ramp search.

export interface RampLike {
  Id: string;
  ResourceName: string;
  ShortName: string;
  ResourceNameLocalized: string;
  BranchOfficeId: string | null;
}

export interface BranchGroup<R extends RampLike> {
  branchOfficeId: string;
  label: string;
  ramps: R[];
}

/**
 * The service has no branch office names for ramps, so a group is named by what its ramps' names share
 * ("Brno DC ramp 1", "Brno DC ramp 2" → "Brno DC"), falling back to the short id.
 */
export function nameBranch(ramps: readonly RampLike[], branchOfficeId: string): string {
  const words = ramps.map((r) => r.ResourceName.split(/\s+/));
  const common: string[] = [];
  const first = words[0] ?? [];
  for (let i = 0; words.length > 1 && i < first.length; i++) {
    if (words.every((w) => w[i] === first[i])) common.push(first[i]!);
    else break;
  }
  if (words.length === 1) common.push(...first.slice(0, -1));
  while (common.length && /^(ramp|dock|rampa|door|gate)$/i.test(common.at(-1)!)) common.pop();
  return common.length ? common.join(' ') : `Branch ${branchOfficeId.slice(0, 8) || 'unknown'}`;
}

export function groupRamps<R extends RampLike>(ramps: readonly R[], search = ''): BranchGroup<R>[] {
  const needle = search.trim().toLowerCase();
  const byBranch = new Map<string, R[]>();
  for (const r of ramps) {
    const key = r.BranchOfficeId ?? '';
    byBranch.set(key, [...(byBranch.get(key) ?? []), r]);
  }
  const groups: BranchGroup<R>[] = [];
  for (const [branchOfficeId, all] of byBranch) {
    const matching = needle ? all.filter((r) => `${r.ShortName} ${r.ResourceName} ${r.ResourceNameLocalized}`.toLowerCase().includes(needle)) : all;
    const sorted = [...matching].sort((a, b) => a.ShortName.localeCompare(b.ShortName, undefined, { numeric: true }));
    groups.push({ branchOfficeId, label: nameBranch(all, branchOfficeId), ramps: sorted });
  }
  return groups.sort((a, b) => a.label.localeCompare(b.label));
}
