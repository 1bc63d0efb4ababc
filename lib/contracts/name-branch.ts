// A branch office's name, shared by the pages and the server's exports and print-outs.

/**
 * The service has no branch office names for ramps, so a group is named by what its ramps' names share
 * ("Brno DC ramp 1", "Brno DC ramp 2" → "Brno DC"), falling back to the short id.
 */
export function nameBranch(ramps: readonly { ResourceName: string }[], branchOfficeId: string): string {
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
