// Reservations of a time slice (every one, each once, however many), and creating a reservation.
import { route } from '@/lib/api/route';
import { authorOf, createReservation, listReservations } from '@/lib/reservations';
import { ZReservationCreate, ZReservationRangeQuery } from '@/lib/schemas/reservations';

export const GET = route({ role: 'viewer', query: ZReservationRangeQuery }, ({ query }) => listReservations(query));

export const POST = route({ role: 'planner', body: ZReservationCreate, status: 201 }, async ({ body, user, request }) => ({
  reservation: await createReservation(body, authorOf(user, request)),
}));
