import 'server-only';
import type { Reservation } from '@/lib/contracts';
import type { ResolvedClient } from '@/lib/gateway';
import { mirrorInBackground } from './mirror-in-background';

export interface SliceRead {
  /** When the read began: what the mirror learns after that is not taken for gone. */
  fetchedAt: string;
  reading: Promise<Reservation[]>;
}

/**
 * Every reservation of [from, to) (of one ramp when asked) from the service. Once the whole slice is read, the mirror
 * learns it, including what is no longer there.
 */
export function readWholeSlice(
  { client, connection }: ResolvedClient,
  slice: { from: Date; to: Date; resourceId?: string },
  onChecked?: (records: Reservation[]) => void,
): SliceRead {
  const fetchedAt = new Date().toISOString();
  const reading = client.listReservationsInRange({ from: slice.from, to: slice.to, resourceId: slice.resourceId, onChecked }).then((all) => {
    mirrorInBackground({
      environment: connection.environment,
      reservations: all,
      slice: { from: slice.from, to: slice.to, resourceIds: slice.resourceId ? [slice.resourceId.toLowerCase()] : undefined, readAt: new Date(fetchedAt) },
    });
    return all;
  });
  return { fetchedAt, reading };
}
