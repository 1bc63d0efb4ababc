// The note and custom fields of a reservation, through the service's OData Patch action.
import { route } from '@/lib/api';
import { authorOf } from '@/lib/live';
import { patchReservation } from '@/features/reservations/server';
import { ZIdParams, ZReservationPatch, type ReservationAnswer } from '@/lib/contracts';

export const POST = route(
  { role: 'planner', params: ZIdParams, body: ZReservationPatch },
  async ({ params, body, user, request }) =>
    ({
      reservation: await patchReservation(params.id, body, authorOf(user, request)),
    }) satisfies ReservationAnswer,
);
