import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { beginWrite, recordAndPublish } from '@/lib/mirror';
import type { Environment, Reservation, ReservationPatch, ReservationUpdate, ReservationWrite } from '@/lib/contracts';
import type { Author } from '@/lib/live';
import { getUpstreamClient } from '@/lib/gateway';

// Every write goes to the service first; the mirror and the open browsers learn the answer afterwards. A
// write the service took is never reported as failed because the mirror could not store it.
export async function remember(environment: Environment, reservation: Reservation, author: Author, event: string) {
  try {
    await recordAndPublish(
      environment,
      [reservation],
      { source: 'slotboard', actor: author.actor, event },
      { tell: 'written', who: { ...author, event } },
    );
  } catch (error) {
    // Browsers get the record from the mirror: without it they would be shown the old version. They catch up
    // on their next read.
    console.error(
      `[mirror] could not store reservation ${reservation.Id}: ${describeErrorForLog(error, { stack: false })}`,
    );
  }
  return reservation;
}

export async function createReservation(input: ReservationWrite, author: Author): Promise<Reservation> {
  const { client, connection } = await getUpstreamClient();
  return remember(connection.environment, await client.createReservation(input), author, 'created');
}

export async function updateReservation(id: string, input: ReservationUpdate, author: Author): Promise<Reservation> {
  const { client, connection } = await getUpstreamClient();
  return whileWriting(connection.environment, id, author, 'updated', () => client.updateReservation(id, input));
}

export async function patchReservation(id: string, patch: ReservationPatch, author: Author): Promise<Reservation> {
  const { client, connection } = await getUpstreamClient();
  return whileWriting(connection.environment, id, author, 'note or custom fields', () =>
    client.patchReservation(id, patch),
  );
}

// The service announces the change (webhook) as soon as it lands, and a read may see it, before this write
// records it: registered first, the write is credited to its planner whoever records it.
async function whileWriting(
  environment: Environment,
  id: string,
  author: Author,
  event: string,
  write: () => Promise<Reservation>,
) {
  const end = await beginWrite(environment, id, { actor: author.actor, origin: author.origin, event }).catch(
    (error: unknown) => {
      console.error(`[mirror] could not register a write of ${id}: ${describeErrorForLog(error, { stack: false })}`);
      return async () => {};
    },
  );
  try {
    return await remember(environment, await write(), author, event);
  } finally {
    await end().catch(() => {});
  }
}
