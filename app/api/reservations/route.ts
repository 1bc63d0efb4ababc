// Reservations of a time slice (every one, each once, however many), and creating a reservation.
import { route } from '@/lib/api/route';
import { listReservations } from '@/lib/reservations';
import { ZReservationCreate, ZReservationRangeQuery } from '@/lib/schemas/reservations';
import { upstream } from '@/lib/settings';

export const GET = route({ role: 'viewer', query: ZReservationRangeQuery }, ({ query }) => listReservations(query));

export const POST = route({ role: 'planner', body: ZReservationCreate, status: 201 }, async ({ body }) => ({
  reservation: await (await upstream()).createReservation(body),
}));
