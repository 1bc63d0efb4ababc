// The note and custom fields of a reservation, through the service's OData Patch action.
import { route } from '@/lib/api/route';
import { ZIdParams, ZReservationPatch } from '@/lib/schemas/reservations';
import { upstream } from '@/lib/settings';

export const POST = route({ role: 'planner', params: ZIdParams, body: ZReservationPatch }, async ({ params, body }) => ({
  reservation: await (await upstream()).patchReservation(params.id, body),
}));
