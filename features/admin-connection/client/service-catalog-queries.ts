'use client';

// What the saved connection's service offers (branch offices, units) and the unit-id check, for Admin → Connection.
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { Environment, ServiceCatalog, UnitCheck } from '@/lib/contracts';
import { connectionKeys } from './queries';

export const serviceCatalogKeys = {
  all: [...connectionKeys.all, 'service-catalog'] as const,
  /** Keyed by the settings' save time too: saving the connection reads the (maybe different) service again. */
  of: (environment: Environment, savedAt: string | null) => [...serviceCatalogKeys.all, environment, savedAt] as const,
};

export function useServiceCatalog(environment: Environment, savedAt: string | null, enabled: boolean) {
  return useQuery({
    queryKey: serviceCatalogKeys.of(environment, savedAt),
    queryFn: ({ signal }) => fetchJson<ServiceCatalog>(`/api/admin/connection/${environment}/catalog`, { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** Asked on a click, never cached: the admin wants the service's answer now. */
export function useCheckServiceUnit() {
  return useMutation({
    mutationFn: ({ environment, id }: { environment: Environment; id: string }) =>
      fetchJson<UnitCheck>(`/api/admin/connection/${environment}/units/${encodeURIComponent(id)}`),
  });
}
