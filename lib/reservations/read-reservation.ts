import 'server-only';
import type { AppError } from '@/lib/errors';
import { canFallBack, readHistory, readMirrored } from '@/lib/mirror';
import type { ReservationAnswer, ReservationHistory } from '@/lib/contracts';
import { getUpstreamClient } from '@/lib/gateway';
import { mirrorInBackground } from './mirror-in-background';

/** One reservation from the service; its last known state from the mirror when the service cannot answer. */
export async function getReservation(id: string): Promise<ReservationAnswer> {
  const { client, connection } = await getUpstreamClient();
  try {
    const reservation = await client.getReservation(id);
    mirrorInBackground({ environment: connection.environment, reservations: [reservation] });
    return { reservation };
  } catch (error) {
    if (!canFallBack(error)) throw error;
    const known = await readMirrored(connection.environment, id);
    if (!known || known.deletedAt) throw error;
    return { reservation: known.reservation, stale: { since: known.seenAt, message: (error as AppError).message } };
  }
}

/** What Slotboard saw change on this reservation, newest first. */
export async function getReservationHistory(id: string): Promise<ReservationHistory> {
  const { connection } = await getUpstreamClient();
  return readHistory(connection.environment, id);
}
