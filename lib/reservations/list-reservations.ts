import 'server-only';
import { getResources } from '@/lib/catalog';
import type { ReservationRangeQuery } from '@/lib/schemas/reservations';
import { getUpstreamClient } from '@/lib/settings';
import type { Reservation } from '@/lib/upstream';

/** Every reservation of the time slice, each once; narrowed to a ramp or a branch office when asked. */
export async function listReservations(query: ReservationRangeQuery): Promise<{ reservations: Reservation[]; fetchedAt: string }> {
  const resolved = await getUpstreamClient();
  const { client } = resolved;
  const fetchedAt = new Date().toISOString();
  const all = await client.listReservationsInRange({ from: new Date(query.from), to: new Date(query.to), resourceId: query.resourceId });
  if (!query.branchOfficeId) return { reservations: all, fetchedAt };
  // Reservations carry no branch office (spec §2.1); the ramp does.
  const ramps = new Set((await getResources(resolved)).filter((r) => r.BranchOfficeId?.toLowerCase() === query.branchOfficeId!.toLowerCase()).map((r) => r.Id.toLowerCase()));
  return { reservations: all.filter((r) => ramps.has(r.ResourceId.toLowerCase())), fetchedAt };
}
