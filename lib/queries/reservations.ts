'use client';

// Reservations for the schedule: one cache entry per visible range, and writes that update every range in place,
// so a later live event can touch exactly one reservation wherever it is shown.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client/fetch-json';
import type { HistoryEntry } from '@/lib/schemas/reservations';
import { catalogKeys, type Ramp } from './catalog';
import type { ReservationPatch, ReservationUpdate, ReservationWrite, Reservation } from '@/lib/upstream/schemas';

export interface ReservationRange {
  reservations: Reservation[];
  fetchedAt: string;
  /** The service could not be reached: these are Slotboard's saved copy, last confirmed at `since`. */
  stale?: { since: string | null; message: string };
}


export const reservationKeys = {
  all: ['reservations'] as const,
  ranges: () => [...reservationKeys.all, 'range'] as const,
  range: (from: string, to: string, branchOfficeId?: string) => [...reservationKeys.ranges(), from, to, branchOfficeId ?? 'all'] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...reservationKeys.details(), id] as const,
  history: (id: string) => [...reservationKeys.all, 'history', id] as const,
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
    // Live events keep a range current; the interval only catches what a lost connection missed.
    refetchInterval: 60_000,
  });
}

export function useReservationHistory(id: string) {
  return useQuery({
    queryKey: reservationKeys.history(id),
    queryFn: ({ signal }) => fetchJson<{ entries: HistoryEntry[]; knownSince: string | null }>(`/api/reservations/${id}/history`, { signal }),
  });
}

/**
 * Puts one reservation where it now belongs: into every cached range whose slice holds its start (and whose
 * branch holds its ramp), out of every other. Its history is refetched when next shown.
 */
export function putReservationInCaches(client: QueryClient, reservation: Reservation) {
  const start = Date.parse(reservation.StartUtc);
  const branchOf = rampBranches(client);
  for (const [key, old] of client.getQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() })) {
    if (!old) continue;
    const [, , from, to, branch] = key as ReturnType<typeof reservationKeys.range>;
    const fits = start >= Date.parse(from) && start < Date.parse(to) && (branch === 'all' || branchOf(reservation.ResourceId) === branch);
    const found = old.reservations.some((r) => r.Id === reservation.Id);
    if (!fits && !found) continue;
    const others = old.reservations.filter((r) => r.Id !== reservation.Id);
    client.setQueryData<ReservationRange>(key, { ...old, reservations: fits ? (found ? old.reservations.map((r) => (r.Id === reservation.Id ? reservation : r)) : [...others, reservation]) : others });
  }
  client.setQueryData(reservationKeys.detail(reservation.Id), reservation);
  void client.invalidateQueries({ queryKey: reservationKeys.history(reservation.Id) });
}

/** Drops a deleted reservation from every cached range. */
export function dropReservationFromCaches(client: QueryClient, id: string) {
  client.setQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() }, (old) =>
    old && old.reservations.some((r) => r.Id === id) ? { ...old, reservations: old.reservations.filter((r) => r.Id !== id) } : old,
  );
  client.removeQueries({ queryKey: reservationKeys.detail(id) });
  void client.invalidateQueries({ queryKey: reservationKeys.history(id) });
}

// The ramps list is cached by the catalog hooks; a ramp the list does not know is taken as belonging nowhere.
function rampBranches(client: QueryClient) {
  const ramps = client.getQueryData<Ramp[]>(catalogKeys.resources()) ?? [];
  const map = new Map(ramps.map((r) => [r.Id.toLowerCase(), r.BranchOfficeId ?? '']));
  return (rampId: string) => map.get(rampId.toLowerCase());
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
    onError: (_error, { id }, context) => {
      // Only this reservation goes back: live updates to others that arrived meanwhile stay.
      const before = (context?.snapshot ?? []).flatMap(([, data]) => data?.reservations ?? []).find((r) => r.Id === id);
      if (before) putReservationInCaches(client, before);
      else void client.invalidateQueries({ queryKey: reservationKeys.ranges() });
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
