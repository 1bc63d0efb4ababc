'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { UpstreamCallRow } from '@/lib/contracts';
import { connectionKeys } from '@/features/admin-connection';

export function useUpstreamCalls() {
  return useQuery({
    queryKey: connectionKeys.calls(),
    queryFn: ({ signal }) =>
      fetchJson<{ calls: UpstreamCallRow[] }>('/api/admin/upstream-calls', { signal }).then((r) => r.calls),
    refetchInterval: 5000,
  });
}
