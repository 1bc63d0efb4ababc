import 'server-only';
import { remember } from '@/features/reservations/server';
import type { CreateFromOrders, Reservation } from '@/lib/contracts';
import { getUpstreamClient } from '@/lib/gateway';
import type { Author } from '@/lib/live';
import { announceOrders } from './write-orders';

export async function createReservationFromOrders(input: CreateFromOrders, author: Author): Promise<Reservation> {
  const { client, connection } = await getUpstreamClient();
  const reservation = await remember(
    connection.environment,
    await client.createReservationFromOrders(input),
    author,
    'created from orders',
  );
  await announceOrders(connection.environment, input.OrderIds, author, 'converted');
  return reservation;
}
