// The note and custom fields of a reservation, through the service's OData Patch action.
import { route } from '@/lib/api/route';
import { authorOf, patchReservation } from '@/lib/reservations';
import { ZIdParams, ZReservationPatch } from '@/lib/schemas/reservations';

export const POST = route({ role: 'planner', params: ZIdParams, body: ZReservationPatch }, async ({ params, body, user, request }) => ({
  reservation: await patchReservation(params.id, body, authorOf(user, request)),
}));
