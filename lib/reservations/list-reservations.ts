import 'server-only';
import type { AppError } from '@/lib/api/app-error';
import { getResources } from '@/lib/catalog';
import { canFallBack, readMirrorRange } from '@/lib/mirror';
import type { ReservationRangeQuery } from '@/lib/schemas/reservations';
import { getUpstreamClient } from '@/lib/settings';
import type { Reservation } from '@/lib/upstream';
import { mirrorInBackground } from './mirror-in-background';

export interface ReservationList {
  reservations: Reservation[];
  fetchedAt: string;
  /** Present when the service could not be reached and the reservations come from Slotboard's copy. */
  stale?: { since: string | null; message: string };
}

/** Every reservation of the time slice, each once; narrowed to a ramp or a branch office when asked. */
export async function listReservations(query: ReservationRangeQuery): Promise<ReservationList> {
  const resolved = await getUpstreamClient();
  const { client, connection } = resolved;
  const from = new Date(query.from);
  const to = new Date(query.to);
  // Reservations carry no branch office (spec §2.1); the ramp does.
  const branchRamps = async () =>
    query.branchOfficeId
      ? (await getResources(resolved)).filter((r) => r.BranchOfficeId?.toLowerCase() === query.branchOfficeId!.toLowerCase()).map((r) => r.Id.toLowerCase())
      : undefined;
  const fetchedAt = new Date().toISOString();
  let all: Reservation[];
  try {
    all = await client.listReservationsInRange({ from, to, resourceId: query.resourceId });
  } catch (error) {
    if (!canFallBack(error)) throw error;
    const ramps = query.resourceId ? [query.resourceId.toLowerCase()] : await branchRamps().catch(() => undefined);
    const mirrored = await readMirrorRange(connection.environment, { from, to, resourceIds: ramps });
    return { reservations: mirrored.reservations, fetchedAt, stale: { since: mirrored.since, message: (error as AppError).message } };
  }
  // The whole slice was read: the mirror learns it, including what is no longer there.
  mirrorInBackground({
    environment: connection.environment,
    reservations: all,
    slice: { from, to, resourceIds: query.resourceId ? [query.resourceId.toLowerCase()] : undefined, readAt: new Date(fetchedAt) },
  });
  const ramps = await branchRamps();
  if (!ramps) return { reservations: all, fetchedAt };
  const keep = new Set(ramps);
  return { reservations: all.filter((r) => keep.has(r.ResourceId.toLowerCase())), fetchedAt };
}
