// One reservation: read it, or change its slot, ramp, carrier, vehicle, plates or driver (service PUT).
import { route } from '@/lib/api';
import { authorOf } from '@/lib/live';
import { getReservation, updateReservation } from '@/features/reservations/server';
import { ZIdParams, ZReservationUpdate, type ReservationAnswer } from '@/lib/contracts';

export const GET = route(
  { role: 'viewer', params: ZIdParams },
  async ({ params }) => (await getReservation(params.id)) satisfies ReservationAnswer,
);

export const PUT = route(
  { role: 'planner', params: ZIdParams, body: ZReservationUpdate },
  async ({ params, body, user, request }) =>
    ({
      reservation: await updateReservation(params.id, body, authorOf(user, request)),
    }) satisfies ReservationAnswer,
);
