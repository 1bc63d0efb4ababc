// Rows of the grid: ramps grouped by branch office, filtered by the ramp search.
import { nameBranch } from './name-branch';

export { nameBranch };

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

export function groupRamps<R extends RampLike>(ramps: readonly R[], search = ''): BranchGroup<R>[] {
  const needle = search.trim().toLowerCase();
  const byBranch = new Map<string, R[]>();
  for (const r of ramps) {
    const key = r.BranchOfficeId ?? '';
    byBranch.set(key, [...(byBranch.get(key) ?? []), r]);
  }
  const groups: BranchGroup<R>[] = [];
  for (const [branchOfficeId, all] of byBranch) {
    const matching = needle
      ? all.filter((r) => `${r.ShortName} ${r.ResourceName} ${r.ResourceNameLocalized}`.toLowerCase().includes(needle))
      : all;
    const sorted = [...matching].sort((a, b) => a.ShortName.localeCompare(b.ShortName, undefined, { numeric: true }));
    groups.push({ branchOfficeId, label: nameBranch(all, branchOfficeId), ramps: sorted });
  }
  return groups.sort((a, b) => a.label.localeCompare(b.label));
}
