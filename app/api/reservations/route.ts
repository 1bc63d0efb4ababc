// Reservations of a time slice (every one, each once, however many), and creating a reservation.
import { route } from '@/lib/api';
import { authorOf } from '@/lib/live';
import { createReservation, listReservations, loadGridAnswer } from '@/features/reservations/server';
import {
  ZReservationCreate,
  ZReservationRangeQuery,
  type ReservationAnswer,
  type ReservationRange,
} from '@/lib/contracts';

// `view=grid`: only what the grid draws, packed and streamed (features/reservations/server/answer-grid-range.ts).
export const GET = route({ role: 'viewer', query: ZReservationRangeQuery }, async ({ query }) =>
  query.view === 'grid' ? loadGridAnswer(query) : ((await listReservations(query)) satisfies ReservationRange),
);

export const POST = route(
  { role: 'planner', body: ZReservationCreate, status: 201 },
  async ({ body, user, request }) =>
    ({
      reservation: await createReservation(body, authorOf(user, request)),
    }) satisfies ReservationAnswer,
);
