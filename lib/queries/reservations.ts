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
import { fetchJson, fetchOrThrow } from '@/lib/api-client';
import {
  createGridAnswerReader,
  GRID_FIELDS,
  toGridReservation,
  type GridAnswerReader,
  type GridRange,
  type HeldGridAnswer,
  type GridReservation,
  type Ramp,
  type Reservation,
  type ReservationAnswer,
  type ReservationHistory,
  type ReservationPatch,
  type ReservationUpdate,
  type ReservationWrite,
} from '@/lib/contracts';
import { AppError } from '@/lib/errors';
import { gridRangePath } from '@/lib/contracts';
import { catalogKeys } from './catalog';
import { learnt } from './learnt-changes';

export const reservationKeys = {
  all: ['reservations'] as const,
  ranges: () => [...reservationKeys.all, 'range'] as const,
  range: (from: string, to: string, branchOfficeId?: string) =>
    [...reservationKeys.ranges(), from, to, branchOfficeId ?? 'all'] as const,
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
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<GridRange> => {
      const asked = learnt.clock;
      const path = gridRangePath(from, to, branchOfficeId);
      const answer = heldAnswers.get(path.slice(path.indexOf('?') + 1));
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

/**
 * The last whole answer of each range as it came (before live changes were laid over it), by its query: a later read
 * names its version and gets only what changed. The few newest ranges only; a range not held is read whole.
 */
const heldAnswers = new Map<string, HeldGridAnswer>();
const HELD_RANGES = 6;

function holdAnswer(query: string, answer: HeldGridAnswer) {
  heldAnswers.delete(query);
  heldAnswers.set(query, answer);
  for (const oldest of heldAnswers.keys()) if (heldAnswers.size > HELD_RANGES) heldAnswers.delete(oldest);
}

/** Shown at most this often while a first answer arrives: a fast answer is drawn once, a slow one ramp by ramp. */
const PARTIAL_EVERY_MS = 150;

/**
 * GET of the packed grid answer, read part by part; `onPartial` sees the rows so far (flagged `partial`), now and
 * then. An answer cut short or not in the grid's format fails as an AppError saying so.
 */
async function readGridRange(
  path: string,
  signal: AbortSignal,
  onPartial?: (range: GridRange) => void,
  held?: HeldGridAnswer,
): Promise<GridRange> {
  const query = path.slice(path.indexOf('?') + 1);
  // With the read-answer mark below, for the grid bench's breakdown of a load (boot, request, reading, drawing).
  performance.mark('slotboard:grid-answer-asked');
  // A first load asks the very address the page preloaded (no `since`), so the browser hands it the preloaded answer.
  const response = await fetchOrThrow(held ? `${path}&since=${encodeURIComponent(held.version)}` : path, { signal });
  const reader = createGridAnswerReader(held);
  try {
    // A one-part answer (a day, the mirror's copy) is read whole; a larger one line by line as it arrives.
    if (!onPartial || !response.body || Number(response.headers.get('X-Slotboard-Parts') ?? '2') <= 1) {
      for (const line of (await response.text()).split('\n')) reader.line(line);
    } else {
      const decoder = new TextDecoder();
      const stream = response.body.getReader();
      let pending = '';
      let shownAt = performance.now();
      for (;;) {
        const { done, value } = await stream.read();
        pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
        const lines = pending.split('\n');
        pending = done ? '' : lines.pop()!;
        let grew = false;
        for (const line of lines) grew = reader.line(line) || grew;
        if (done) break;
        if (grew && !reader.done && performance.now() - shownAt >= PARTIAL_EVERY_MS) {
          shownAt = performance.now();
          onPartial({ ...reader.range(), reservations: [...reader.range().reservations], partial: true });
        }
      }
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError' || signal.aborted) throw error;
    throw unreadableAnswer(reader);
  }
  if (!reader.done) throw unreadableAnswer(reader);
  performance.mark('slotboard:grid-answer-read');
  const range = reader.range();
  if (reader.version) holdAnswer(query, { version: reader.version, reservations: range.reservations });
  return range;
}

/** Why a week's answer could not be read: cut short (a dropped connection, a server stopped mid-answer) or not the grid's at all. */
function unreadableAnswer(reader: Pick<GridAnswerReader, 'started'>): AppError {
  return reader.started
    ? new AppError('internal_error', "The week's answer ended early, so only part of it could be shown. Try again.")
    : new AppError('internal_error', "The week's answer was not the grid's format. Reload the page and try again.");
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

/**
 * Whether two versions of a reservation hold the same values, field by field (the mirror stores records as jsonb,
 * which orders keys its own way); only the `only` fields when one is a grid row.
 */
export function sameFields(a: Record<string, unknown>, b: Record<string, unknown>, only?: readonly string[]) {
  const keys = only ?? new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null)) return false;
  return true;
}

/**
 * Cancels the ranges' fetches so they cannot overwrite a change shown before the service answers; a range that
 * only held the rows read so far is read again (its cancelled fetch would leave it looking whole).
 */
export async function cancelRangeFetches(client: QueryClient) {
  await client.cancelQueries({ queryKey: reservationKeys.ranges() });
  void client.invalidateQueries({
    queryKey: reservationKeys.ranges(),
    predicate: (query) => (query.state.data as GridRange | undefined)?.partial === true,
  });
}

/**
 * Puts one reservation where it now belongs: into every cached range whose slice holds its start (and whose
 * branch holds its ramp), out of every other. Its history is refetched when next shown.
 */
export function putReservationInCaches(client: QueryClient, reservation: Reservation | GridReservation) {
  learnt.note(reservation.Id, reservation);
  const branchOf = rampBranches(client);
  for (const [key, old] of client.getQueriesData<GridRange>({ queryKey: reservationKeys.ranges() })) {
    if (!old) continue;
    const reservations = placeIn(old.reservations, reservation.Id, reservation, fitsRange(key, branchOf));
    if (reservations !== old.reservations) client.setQueryData<GridRange>(key, { ...old, reservations });
  }
  // A whole reservation (a write's answer, a live event) is the panel's; a grid row (a move shown before the
  // service answers) only updates the fields it carries.
  if (isWhole(reservation)) client.setQueryData(reservationKeys.detail(reservation.Id), reservation);
  // A row made before the driver was a grid field holds null there for "not carried", never for "cleared" ('').
  else
    client.setQueryData<Reservation>(reservationKeys.detail(reservation.Id), (old) =>
      old
        ? {
            ...old,
            ...reservation,
            CarrierDriverFullName: reservation.CarrierDriverFullName ?? old.CarrierDriverFullName,
          }
        : old,
    );
  void client.invalidateQueries({ queryKey: reservationKeys.history(reservation.Id) });
}

/** The BFF's whole reservations always carry these (the upstream client reads a missing text as ''); grid rows never do. */
export function isWhole(r: Reservation | GridReservation): r is Reservation {
  return typeof (r as Reservation).CarrierDriverFullName === 'string' && typeof (r as Reservation).Note === 'string';
}

/** Every reservation of every range loaded so far: what unit lengths and working hours are learnt from. */
export function loadedReservations(client: QueryClient): GridReservation[] {
  return client
    .getQueriesData<GridRange>({ queryKey: reservationKeys.ranges() })
    .flatMap(([, d]) => d?.reservations ?? []);
}

/** Drops a deleted reservation from every cached range. */
export function dropReservationFromCaches(client: QueryClient, id: string) {
  learnt.note(id, null);
  client.setQueriesData<GridRange>({ queryKey: reservationKeys.ranges() }, (old) =>
    old ? { ...old, reservations: placeIn(old.reservations, id, null, () => false) } : old,
  );
  client.removeQueries({ queryKey: reservationKeys.detail(id) });
  void client.invalidateQueries({ queryKey: reservationKeys.history(id) });
}

/**
 * The list with `id` replaced by `reservation` (as a grid row) where it fits, removed where it does not; the same
 * list when nothing changes.
 */
function placeIn(
  list: GridReservation[],
  id: string,
  reservation: GridReservation | null,
  fits: (r: GridReservation) => boolean,
): GridReservation[] {
  const lower = id.toLowerCase();
  const found = list.some((r) => r.Id.toLowerCase() === lower);
  const belongs = reservation !== null && fits(reservation);
  if (!belongs && !found) return list;
  const row = belongs ? toGridReservation(reservation) : null;
  if (row && found) return list.map((r) => (r.Id.toLowerCase() === lower ? row : r));
  return row ? [...list, row] : list.filter((r) => r.Id.toLowerCase() !== lower);
}

function fitsRange(key: readonly unknown[], branchOf: (rampId: string) => string | undefined) {
  const [, , from, to, branch] = key as ReturnType<typeof reservationKeys.range>;
  return (r: GridReservation) => {
    const start = Date.parse(r.StartUtc);
    return (
      start >= Date.parse(from) && start < Date.parse(to) && (branch === 'all' || branchOf(r.ResourceId) === branch)
    );
  };
}

// The ramps list is cached by the catalog hooks; a ramp the list does not know is taken as belonging nowhere.
function rampBranches(client: QueryClient) {
  const ramps = client.getQueryData<Ramp[]>(catalogKeys.resources()) ?? [];
  const map = new Map(ramps.map((r) => [r.Id.toLowerCase(), r.BranchOfficeId ?? '']));
  return (rampId: string) => map.get(rampId.toLowerCase());
}

type RangeSnapshot = [readonly unknown[], GridRange | undefined][];

export interface SlotChange {
  id: string;
  changes: ReservationUpdate;
  /** What the grid should show until the service answers: the moved or resized reservation (its row, or whole from the panel). */
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
