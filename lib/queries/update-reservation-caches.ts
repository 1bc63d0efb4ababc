'use client';

// Writes and live events update every cached range in place: a reservation goes where it now belongs, so a later
// event can touch exactly one reservation wherever it is shown.
import type { QueryClient } from '@tanstack/react-query';
import { toGridReservation, type GridRange, type GridReservation, type Ramp, type Reservation } from '@/lib/contracts';
import { catalogKeys } from './catalog';
import { learnt } from './learnt-changes';
import { reservationKeys } from './reservation-keys';

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

/**
 * The BFF's whole reservations always carry these (the upstream client reads a missing text as ''); grid rows never
 * do.
 */
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
export function placeIn(
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

export function fitsRange(key: readonly unknown[], branchOf: (rampId: string) => string | undefined) {
  const [, , from, to, branch] = key as ReturnType<typeof reservationKeys.range>;
  return (r: GridReservation) => {
    const start = Date.parse(r.StartUtc);
    return (
      start >= Date.parse(from) && start < Date.parse(to) && (branch === 'all' || branchOf(r.ResourceId) === branch)
    );
  };
}

// The ramps list is cached by the catalog hooks; a ramp the list does not know is taken as belonging nowhere.
export function rampBranches(client: QueryClient) {
  const ramps = client.getQueryData<Ramp[]>(catalogKeys.resources()) ?? [];
  const map = new Map(ramps.map((r) => [r.Id.toLowerCase(), r.BranchOfficeId ?? '']));
  return (rampId: string) => map.get(rampId.toLowerCase());
}
