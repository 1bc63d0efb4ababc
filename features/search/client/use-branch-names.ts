'use client';

import { useMemo } from 'react';
import { useResources } from '@/lib/queries';
import { groupRamps } from '@/lib/contracts';

/** Branch office id (lower case) → its name as the schedule shows it, from the cached ramp list. */
export function useBranchNames(): Map<string, string> {
  const resources = useResources();
  return useMemo(
    () => new Map(groupRamps(resources.data ?? []).map((g) => [g.branchOfficeId.toLowerCase(), g.label])),
    [resources.data],
  );
}
