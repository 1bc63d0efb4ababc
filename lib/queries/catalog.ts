'use client';

// Ramps, units and vehicle types: rarely changing lists for the grid and its forms.
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client/fetch-json';

export interface Ramp {
  Id: string;
  ResourceName: string;
  ShortName: string;
  ResourceNameLocalized: string;
  BranchOfficeId: string | null;
}

export const catalogKeys = {
  all: ['catalog'] as const,
  resources: () => [...catalogKeys.all, 'resources'] as const,
  units: () => [...catalogKeys.all, 'units'] as const,
  vehicleTypes: () => [...catalogKeys.all, 'vehicle-types'] as const,
};

const RARELY = 5 * 60_000;

export function useResources() {
  return useQuery({
    queryKey: catalogKeys.resources(),
    queryFn: ({ signal }) => fetchJson<{ resources: Ramp[] }>('/api/resources', { signal }).then((r) => r.resources),
    staleTime: RARELY,
  });
}

export function useUnits() {
  return useQuery({
    queryKey: catalogKeys.units(),
    queryFn: ({ signal }) => fetchJson<{ units: { id: string; name: string }[] }>('/api/units', { signal }).then((r) => r.units),
    staleTime: RARELY,
  });
}

export function useVehicleTypes() {
  return useQuery({
    queryKey: catalogKeys.vehicleTypes(),
    queryFn: ({ signal }) => fetchJson<{ vehicleTypes: { Id: string; VehicleTypeName: string }[] }>('/api/vehicle-types', { signal }).then((r) => r.vehicleTypes),
    staleTime: RARELY,
  });
}
