import 'server-only';
import { describeErrorForLog, type AppError } from '@/lib/errors';
import { canFallBack, readHistory, readMirrored, recordDeletionAndPublish } from '@/lib/mirror';
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
    if ((error as AppError).code === 'not_found') {
      // The service no longer has a reservation the mirror holds: that confirms its deletion (the audit keeps it).
      // Recording it must not change the answer: the caller still learns that the reservation is gone.
      try {
        const known = await readMirrored(connection.environment, id);
        if (known && !known.deletedAt) await recordDeletionAndPublish(connection.environment, { id, via: 'read' });
      } catch (recording) {
        console.error(
          `[mirror] could not record the deletion of ${id}: ${describeErrorForLog(recording, { stack: false })}`,
        );
      }
      throw error;
    }
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
