'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { ConnectionInput, ConnectionOverview, ConnectionTestStep, Environment, OrderFieldMapping, OrderFieldMappingInput, PublicConnection } from '@/lib/contracts';
import { orderFeatureKeys, orderKeys } from './orders';

export const connectionKeys = {
  all: ['connection'] as const,
  overview: () => [...connectionKeys.all, 'overview'] as const,
  calls: () => [...connectionKeys.all, 'calls'] as const,
  orderFields: (environment: Environment) => [...connectionKeys.all, 'order-fields', environment] as const,
};

/** Admin → Service connection: the order cart's fields as the service's $metadata and the admin's choices map them. */
export function useOrderFieldMapping(environment: Environment, enabled: boolean) {
  return useQuery({
    queryKey: connectionKeys.orderFields(environment),
    queryFn: ({ signal }) => fetchJson<OrderFieldMapping>(`/api/admin/connection/${environment}/order-fields`, { signal }),
    enabled,
    retry: false,
  });
}

/** Saves the choices (or, with `refresh`, reads the metadata again); the cart's features and pages follow. */
export function useSaveOrderFieldMapping(environment: Environment) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { refresh: true } | OrderFieldMappingInput) =>
      'refresh' in change
        ? fetchJson<OrderFieldMapping>(`/api/admin/connection/${environment}/order-fields/refresh`, { method: 'POST' })
        : fetchJson<OrderFieldMapping>(`/api/admin/connection/${environment}/order-fields`, { method: 'PUT', body: change }),
    onSuccess: (mapping) => {
      client.setQueryData(connectionKeys.orderFields(environment), mapping);
      void client.invalidateQueries({ queryKey: orderFeatureKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: connectionKeys.overview() });
    },
  });
}

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
      fetchJson<{ connection: PublicConnection }>(`/api/admin/connection/${environment}`, { method: 'PUT', body: input }).then((r) => r.connection),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.overview() }),
  });
}

export function useTestConnection() {
  return useMutation({
    mutationFn: (environment: Environment) =>
      fetchJson<{ steps: ConnectionTestStep[] }>(`/api/admin/connection/${environment}/test`, { method: 'POST' }).then((r) => r.steps),
  });
}

export function useActivateEnvironment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (environment: Environment) => fetchJson<ConnectionOverview>('/api/admin/connection/active', { method: 'POST', body: { environment } }),
    onSuccess: (overview) => client.setQueryData(connectionKeys.overview(), overview),
  });
}
