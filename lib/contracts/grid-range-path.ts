/** GET path of the packed grid answer for [from, to) (ISO instants), one branch office or all. */
export function gridRangePath(from: string, to: string, branchOfficeId?: string): string {
  const q = new URLSearchParams({ from, to });
  if (branchOfficeId) q.set('branchOfficeId', branchOfficeId);
  q.set('view', 'grid');
  return `/api/reservations?${q.toString()}`;
}
