'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { SyncOverview, SyncSettings, SyncSettingsInput } from '../contract';

export const syncKeys = {
  all: ['sync'] as const,
  overview: () => [...syncKeys.all, 'overview'] as const,
};

/** Where the sync stands; every second while a run is queued or under way, so its progress moves on screen. */
export function useSyncOverview() {
  return useQuery({
    queryKey: syncKeys.overview(),
    queryFn: ({ signal }) => fetchJson<SyncOverview>('/api/admin/sync', { signal }),
    refetchInterval: (query) => (query.state.data?.active ? 1000 : 10_000),
  });
}

export function useSyncNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<{ runId: number; queued: boolean }>('/api/admin/sync', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: syncKeys.all }),
  });
}

export function useSaveSyncSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SyncSettingsInput) =>
      fetchJson<{ settings: SyncSettings }>('/api/admin/sync', { method: 'PATCH', body: input }).then(
        (r) => r.settings,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: syncKeys.all }),
  });
}
