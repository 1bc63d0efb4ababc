import { groupRamps, type RampLike } from '@/lib/contracts';

/**
 * The branch office the schedule shows for the URL's `branch`: 'all', one that has ramps, or else the first by name;
 * '' (every ramp, read as every branch office) while no ramps are known. `zoneBranch` is the one whose time zone the
 * grid is drawn in: the shown one, or the first when all are shown. The board and the page's preload both choose
 * here, so the page's first request is the one the board asks for.
 */
export function chooseBranch(requested: string, ramps: readonly RampLike[]): { branch: string; zoneBranch: string } {
  const first = groupRamps(ramps)[0]?.branchOfficeId ?? '';
  const branch = requested === 'all' || ramps.some((r) => (r.BranchOfficeId ?? '') === requested) ? requested : first;
  return { branch, zoneBranch: branch === 'all' ? first : branch };
}
