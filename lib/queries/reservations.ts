'use client';

// Reservations for the schedule: one cache entry per visible range, and writes that update every range in place,
// so a later live event can touch exactly one reservation wherever it is shown.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { Ramp, Reservation, ReservationAnswer, ReservationHistory, ReservationPatch, ReservationRange, ReservationUpdate, ReservationWrite } from '@/lib/contracts';
import { catalogKeys } from './catalog';
import { learnt } from './learnt-changes';

export const reservationKeys = {
  all: ['reservations'] as const,
  ranges: () => [...reservationKeys.all, 'range'] as const,
  range: (from: string, to: string, branchOfficeId?: string) => [...reservationKeys.ranges(), from, to, branchOfficeId ?? 'all'] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...reservationKeys.details(), id] as const,
  history: (id: string) => [...reservationKeys.all, 'history', id] as const,
};

export function useReservationRange(from: string, to: string, branchOfficeId?: string) {
  const client = useQueryClient();
  return useQuery({
    ...rangeQuery(client, from, to, branchOfficeId),
    // A failed refetch keeps the last grid on screen; the page says how old it is.
    placeholderData: keepPreviousData,
    // Live events keep a range current; the interval only catches what a lost connection missed.
    refetchInterval: 60_000,
  });
}

/** One range's query, apart from the hook so the cache logic can be tested without React. */
export function rangeQuery(client: QueryClient, from: string, to: string, branchOfficeId?: string) {
  const queryKey = reservationKeys.range(from, to, branchOfficeId);
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const asked = learnt.clock;
      const q = new URLSearchParams({ from, to });
      if (branchOfficeId) q.set('branchOfficeId', branchOfficeId);
      const range = await fetchJson<ReservationRange>(`/api/reservations?${q.toString()}`, { signal });
      // A reservation changed or deleted while this answer was on its way is newer here than in the answer.
      const fits = fitsRange(queryKey, rampBranches(client));
      return { ...range, reservations: learnt.since(asked).reduce((list, [id, known]) => placeIn(list, id, known, fits), range.reservations) };
    },
  };
}

export function useReservationHistory(id: string) {
  return useQuery({
    queryKey: reservationKeys.history(id),
    queryFn: ({ signal }) => fetchJson<ReservationHistory>(`/api/reservations/${id}/history`, { signal }),
  });
}

/**
 * Puts one reservation where it now belongs: into every cached range whose slice holds its start (and whose
 * branch holds its ramp), out of every other. Its history is refetched when next shown.
 */
export function putReservationInCaches(client: QueryClient, reservation: Reservation) {
  learnt.note(reservation.Id, reservation);
  const branchOf = rampBranches(client);
  for (const [key, old] of client.getQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() })) {
    if (!old) continue;
    const reservations = placeIn(old.reservations, reservation.Id, reservation, fitsRange(key, branchOf));
    if (reservations !== old.reservations) client.setQueryData<ReservationRange>(key, { ...old, reservations });
  }
  client.setQueryData(reservationKeys.detail(reservation.Id), reservation);
  void client.invalidateQueries({ queryKey: reservationKeys.history(reservation.Id) });
}

/** Every reservation of every range loaded so far: what unit lengths and working hours are learnt from. */
export function loadedReservations(client: QueryClient): Reservation[] {
  return client.getQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() }).flatMap(([, d]) => d?.reservations ?? []);
}

/** Drops a deleted reservation from every cached range. */
export function dropReservationFromCaches(client: QueryClient, id: string) {
  learnt.note(id, null);
  client.setQueriesData<ReservationRange>({ queryKey: reservationKeys.ranges() }, (old) => (old ? { ...old, reservations: placeIn(old.reservations, id, null, () => false) } : old));
  client.removeQueries({ queryKey: reservationKeys.detail(id) });
  void client.invalidateQueries({ queryKey: reservationKeys.history(id) });
}

/** The list with `id` replaced by `reservation` where it fits, removed where it does not; the same list when nothing changes. */
function placeIn(list: Reservation[], id: string, reservation: Reservation | null, fits: (r: Reservation) => boolean): Reservation[] {
  const lower = id.toLowerCase();
  const found = list.some((r) => r.Id.toLowerCase() === lower);
  const belongs = reservation !== null && fits(reservation);
  if (!belongs && !found) return list;
  if (belongs && found) return list.map((r) => (r.Id.toLowerCase() === lower ? reservation : r));
  return belongs ? [...list, reservation] : list.filter((r) => r.Id.toLowerCase() !== lower);
}

function fitsRange(key: readonly unknown[], branchOf: (rampId: string) => string | undefined) {
  const [, , from, to, branch] = key as ReturnType<typeof reservationKeys.range>;
  return (r: Reservation) => {
    const start = Date.parse(r.StartUtc);
    return start >= Date.parse(from) && start < Date.parse(to) && (branch === 'all' || branchOf(r.ResourceId) === branch);
  };
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
    mutationFn: ({ id, changes }: SlotChange) => fetchJson<ReservationAnswer>(`/api/reservations/${id}`, { method: 'PUT', body: changes }).then((r) => r.reservation),
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
    mutationFn: (input: ReservationWrite) => fetchJson<ReservationAnswer>('/api/reservations', { method: 'POST', body: input }).then((r) => r.reservation),
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
      fetchJson<ReservationAnswer>(`/api/reservations/${id}/note`, { method: 'POST', body: patch }).then((r) => r.reservation),
    onSuccess: (reservation) => putReservationInCaches(client, reservation),
  });
}
