'use client';

// Reservations for the schedule: one cache entry per visible range, and writes that update every range in place,
// so a later live event can touch exactly one reservation wherever it is shown.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchJson } from '@/lib/api-client';
import {
  GRID_FIELDS,
  gridRangePath,
  type GridRange,
  type GridReservation,
  type Reservation,
  type ReservationAnswer,
  type ReservationHistory,
  type ReservationPatch,
  type ReservationUpdate,
  type ReservationWrite,
} from '@/lib/contracts';
import { learnt } from './learnt-changes';
import { findHeldAnswer, readGridRange } from './read-grid-range';
import { reservationKeys } from './reservation-keys';
import {
  cancelRangeFetches,
  fitsRange,
  placeIn,
  putReservationInCaches,
  rampBranches,
  sameFields,
} from './update-reservation-caches';

export { reservationKeys };
export {
  cancelRangeFetches,
  dropReservationFromCaches,
  isWhole,
  loadedReservations,
  putReservationInCaches,
  sameFields,
} from './update-reservation-caches';

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
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<GridRange> => {
      const asked = learnt.clock;
      const path = gridRangePath(from, to, branchOfficeId);
      const answer = findHeldAnswer(path.slice(path.indexOf('?') + 1));
      // A reservation changed or deleted while this answer was on its way is newer here than in the answer.
      const fits = fitsRange(queryKey, rampBranches(client));
      const withLearnt = (range: GridRange): GridRange => ({
        ...range,
        reservations: learnt
          .since(asked)
          .reduce((list, [id, known]) => placeIn(list, id, known, fits), range.reservations),
      });
      // A first load (or one whose answer was cut short) shows its ramps as their parts arrive; a refetch keeps the
      // grid whole until the answer is.
      const held = client.getQueryData<GridRange>(queryKey);
      const firstLoad = held === undefined || held.partial === true;
      return withLearnt(
        await readGridRange(
          path,
          signal,
          firstLoad ? (partial) => client.setQueryData<GridRange>(queryKey, withLearnt(partial)) : undefined,
          answer,
        ),
      );
    },
    // Rows shown while an answer arrived stay in the cache when it is cancelled (a drag, leaving the week) or fails:
    // they are never fresh, so the range is read again when next shown. Whole answers keep the app's default.
    staleTime: (query: Query<GridRange, Error, GridRange, readonly unknown[]>) =>
      query.state.data?.partial ? 0 : defaultStaleTime(client, query),
  };
}

function defaultStaleTime(client: QueryClient, query: Query<GridRange, Error, GridRange, readonly unknown[]>): number {
  const fresh = client.getDefaultOptions().queries?.staleTime;
  const value = typeof fresh === 'function' ? fresh(query as unknown as Parameters<typeof fresh>[0]) : fresh;
  return value === 'static' ? Infinity : (value ?? 0);
}

export function useReservationHistory(id: string) {
  return useQuery({
    queryKey: reservationKeys.history(id),
    queryFn: ({ signal }) => fetchJson<ReservationHistory>(`/api/reservations/${id}/history`, { signal }),
  });
}

/**
 * The whole reservation behind a grid row, for its panel (the grid holds only what it draws). Writes and live
 * events keep it current (putReservationInCaches); a change the grid learnt from a range refetch reads it again.
 */
export function useWholeReservation(row: GridReservation | undefined) {
  const client = useQueryClient();
  const id = row?.Id ?? null;
  const query = useQuery({
    queryKey: reservationKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await fetchJson<ReservationAnswer>(`/api/reservations/${id}`, { signal })).reservation,
    enabled: id !== null,
  });
  const whole = query.data;
  useEffect(() => {
    if (row && whole && !sameFields(row, whole, GRID_FIELDS))
      void client.invalidateQueries({ queryKey: reservationKeys.detail(row.Id), exact: true });
  }, [client, row, whole]);
  return query;
}

type RangeSnapshot = [readonly unknown[], GridRange | undefined][];

export interface SlotChange {
  id: string;
  changes: ReservationUpdate;
  /**
   * What the grid should show until the service answers: the moved or resized reservation (its row, or whole from
   * the panel).
   */
  optimistic: Reservation | GridReservation;
}

/** PUT: move, resize or edit. Shown at once, rolled back with the service's reason when it refuses. */
export function useUpdateReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: SlotChange) =>
      fetchJson<ReservationAnswer>(`/api/reservations/${id}`, { method: 'PUT', body: changes }).then(
        (r) => r.reservation,
      ),
    onMutate: async ({ optimistic }) => {
      await cancelRangeFetches(client);
      const snapshot: RangeSnapshot = client.getQueriesData<GridRange>({ queryKey: reservationKeys.ranges() });
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
    mutationFn: (input: ReservationWrite) =>
      fetchJson<ReservationAnswer>('/api/reservations', { method: 'POST', body: input }).then((r) => r.reservation),
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
      fetchJson<ReservationAnswer>(`/api/reservations/${id}/note`, { method: 'POST', body: patch }).then(
        (r) => r.reservation,
      ),
    onSuccess: (reservation) => putReservationInCaches(client, reservation),
  });
}
