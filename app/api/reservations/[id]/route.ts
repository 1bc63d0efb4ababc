// One reservation: read it, or change its slot, ramp, carrier, vehicle, plates or driver (service PUT).
import { route } from '@/lib/api/route';
import { authorOf, getReservation, updateReservation } from '@/lib/reservations';
import { ZIdParams, ZReservationUpdate } from '@/lib/schemas/reservations';

export const GET = route({ role: 'viewer', params: ZIdParams }, ({ params }) => getReservation(params.id));

export const PUT = route({ role: 'planner', params: ZIdParams, body: ZReservationUpdate }, async ({ params, body, user, request }) => ({
  reservation: await updateReservation(params.id, body, authorOf(user, request)),
}));
