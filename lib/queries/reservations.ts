'use client';

// Reservations for the schedule: one cache entry per visible range, and writes that update every range in place,
// so a later live event can touch exactly one reservation wherever it is shown.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { ReservationPatch, ReservationUpdate, ReservationWrite, Reservation } from '@/lib/upstream/schemas';

export interface ReservationRange {
  reservations: Reservation[];
  fetchedAt: string;
}

export const reservationKeys = {
  all: ['reservations'] as const,
  ranges: () => [...reservationKeys.all, 'range'] as const,
  range: (from: string, to: string, branchOfficeId?: string) => [...reservationKeys.ranges(), from, to, branchOfficeId ?? 'all'] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...reservationKeys.details(), id] as const,
};

export function useReservationRange(from: string, to: string, branchOfficeId?: string) {
  return useQuery({
    queryKey: reservationKeys.range(from, to, branchOfficeId),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ from, to });
      if (branchOfficeId) q.set('branchOfficeId', branchOfficeId);
      return fetchJson<ReservationRange>(`/api/reservations?${q.toString()}`, { signal });
    },
    // A failed refetch keeps the last grid on screen; the page says how old it is.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** Replaces (or, with `remove`, drops) one reservation in every cached range and its detail. */
export function putReservationInCaches(client: QueryClient, reservation: Reservation) {
  client.setQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() }, (old) => {
    if (!old) return old;
    const found = old.reservations.some((r) => r.Id === reservation.Id);
    return { ...old, reservations: found ? old.reservations.map((r) => (r.Id === reservation.Id ? reservation : r)) : [...old.reservations, reservation] };
  });
  client.setQueryData(reservationKeys.detail(reservation.Id), reservation);
}

type RangeSnapshot = [readonly unknown[], ReservationRange | undefined][];

export interface SlotChange {
  id: string;
  changes: ReservationUpdate;
  /** What the grid should show until the service answers: the moved or resized reservation. */
  optimistic: Reservation;
}

/** PUT: move, resize or edit. Shown at once, rolled back with the service's reason when it refuses. */
export function useUpdateReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: SlotChange) => fetchJson<{ reservation: Reservation }>(`/api/reservations/${id}`, { method: 'PUT', body: changes }).then((r) => r.reservation),
    onMutate: async ({ optimistic }) => {
      await client.cancelQueries({ queryKey: reservationKeys.ranges() });
      const snapshot: RangeSnapshot = client.getQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() });
      putReservationInCaches(client, optimistic);
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      client.removeQueries({ queryKey: reservationKeys.details() });
    },
    onSuccess: (reservation) => putReservationInCaches(client, reservation),
  });
}

export function useCreateReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReservationWrite) => fetchJson<{ reservation: Reservation }>('/api/reservations', { method: 'POST', body: input }).then((r) => r.reservation),
    onSuccess: (reservation) => {
      putReservationInCaches(client, reservation);
      void client.invalidateQueries({ queryKey: reservationKeys.ranges() });
    },
  });
}

/** Note and custom fields, through the OData Patch route. */
export function usePatchReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ReservationPatch }) =>
      fetchJson<{ reservation: Reservation }>(`/api/reservations/${id}/note`, { method: 'POST', body: patch }).then((r) => r.reservation),
    onSuccess: (reservation) => putReservationInCaches(client, reservation),
  });
}
