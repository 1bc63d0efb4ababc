import 'server-only';
import type { AppError } from '@/lib/errors';
import { listResources } from '@/lib/catalog';
import { env } from '@/lib/env';
import { canFallBack, readMirrorRange } from '@/lib/mirror';
import type { Reservation, ReservationRange, ReservationRangeQuery } from '@/lib/contracts';
import { getUpstreamClient } from '@/lib/gateway';
import { mirrorInBackground } from './mirror-in-background';

/**
 * Every reservation of the time slice, each once; narrowed to a ramp or a branch office when asked. When the
 * service fails, or has not answered within UPSTREAM_FALLBACK_AFTER_MS and the mirror holds the slice, the mirror
 * answers (flagged stale); a slow read still completes in the background and refreshes the mirror.
 */
export async function listReservations(
  query: ReservationRangeQuery,
  /** `onChecked`: each page of the service's answer once checked, before the rest has arrived (lib/upstream). */
  options: { onChecked?(records: Reservation[]): void } = {},
): Promise<ReservationRange> {
  const resolved = await getUpstreamClient();
  const { client, connection } = resolved;
  const from = new Date(query.from);
  const to = new Date(query.to);
  // Reservations carry no branch office (spec §2.1); the ramp does.
  const branchRamps = async () =>
    query.branchOfficeId
      ? (await listResources(resolved))
          .filter((r) => r.BranchOfficeId?.toLowerCase() === query.branchOfficeId!.toLowerCase())
          .map((r) => r.Id.toLowerCase())
      : undefined;
  const fetchedAt = new Date().toISOString();
  const fromMirror = async (message: string, onlyIfKnown: boolean): Promise<ReservationRange | null> => {
    const ramps = query.resourceId ? [query.resourceId.toLowerCase()] : await branchRamps().catch(() => undefined);
    const mirrored = await readMirrorRange(connection.environment, { from, to, resourceIds: ramps });
    if (onlyIfKnown && mirrored.since === null) return null;
    return { reservations: mirrored.reservations, fetchedAt, stale: { since: mirrored.since, message } };
  };

  const reading = client
    .listReservationsInRange({ from, to, resourceId: query.resourceId, onChecked: options.onChecked })
    .then((all) => {
      // The whole slice was read: the mirror learns it, including what is no longer there.
      mirrorInBackground({
        environment: connection.environment,
        reservations: all,
        slice: {
          from,
          to,
          resourceIds: query.resourceId ? [query.resourceId.toLowerCase()] : undefined,
          readAt: new Date(fetchedAt),
        },
      });
      return all;
    });
  let all: Reservation[];
  try {
    const waitMs = env().UPSTREAM_FALLBACK_AFTER_MS;
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), waitMs)));
    const first = await Promise.race([reading, slow]).finally(() => clearTimeout(timer));
    if (first === 'slow') {
      const answer = await fromMirror(
        `The reservation service has not answered within ${Math.round(waitMs / 1000)} s`,
        true,
      );
      // The read goes on (the race above already handles its failure); when it lands it refreshes the mirror.
      if (answer) return answer;
      all = await reading;
    } else {
      all = first;
    }
  } catch (error) {
    if (!canFallBack(error)) throw error;
    return (await fromMirror((error as AppError).message, false))!;
  }
  const ramps = await branchRamps();
  if (!ramps) return { reservations: all, fetchedAt };
  const keep = new Set(ramps);
  return { reservations: all.filter((r) => keep.has(r.ResourceId.toLowerCase())), fetchedAt };
}
