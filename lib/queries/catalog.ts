'use client';

// Ramps, units and vehicle types: rarely changing lists for the grid and its forms.
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { RampList, UnitList, VehicleTypeList } from '@/lib/contracts';

export const catalogKeys = {
  all: ['catalog'] as const,
  resources: () => [...catalogKeys.all, 'resources'] as const,
  units: () => [...catalogKeys.all, 'units'] as const,
  vehicleTypes: () => [...catalogKeys.all, 'vehicle-types'] as const,
};

const RARELY = 5 * 60_000;

/** `initial`: the list the page's server already read (a first load need not ask for it again). */
export function useResources(initial?: RampList['resources']) {
  return useQuery({
    queryKey: catalogKeys.resources(),
    queryFn: ({ signal }) => fetchJson<RampList>('/api/resources', { signal }).then((r) => r.resources),
    staleTime: RARELY,
    initialData: initial,
  });
}

export function useUnits() {
  return useQuery({
    queryKey: catalogKeys.units(),
    queryFn: ({ signal }) => fetchJson<UnitList>('/api/units', { signal }).then((r) => r.units),
    staleTime: RARELY,
  });
}

export function useVehicleTypes() {
  return useQuery({
    queryKey: catalogKeys.vehicleTypes(),
    queryFn: ({ signal }) => fetchJson<VehicleTypeList>('/api/vehicle-types', { signal }).then((r) => r.vehicleTypes),
    staleTime: RARELY,
  });
}
