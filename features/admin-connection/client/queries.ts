'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type {
  ConnectionInput,
  ConnectionOverview,
  ConnectionTestStep,
  Environment,
  PublicConnection,
} from '@/lib/contracts';

export const connectionKeys = {
  all: ['connection'] as const,
  overview: () => [...connectionKeys.all, 'overview'] as const,
  calls: () => [...connectionKeys.all, 'calls'] as const,
};

export function useConnectionOverview() {
  return useQuery({
    queryKey: connectionKeys.overview(),
    queryFn: ({ signal }) => fetchJson<ConnectionOverview>('/api/admin/connection', { signal }),
  });
}

export function useSaveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ environment, input }: { environment: Environment; input: ConnectionInput }) =>
      fetchJson<{ connection: PublicConnection }>(`/api/admin/connection/${environment}`, {
        method: 'PUT',
        body: input,
      }).then((r) => r.connection),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.overview() }),
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: (environment: Environment) =>
      fetchJson<{ steps: ConnectionTestStep[] }>(`/api/admin/connection/${environment}/test`, { method: 'POST' }).then(
        (r) => r.steps,
      ),
  });
}

export function useActivateEnvironment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (environment: Environment) =>
      fetchJson<ConnectionOverview>('/api/admin/connection/active', { method: 'POST', body: { environment } }),
    onSuccess: (overview) => client.setQueryData(connectionKeys.overview(), overview),
  });
}
