// One reservation: read it, or change its slot, ramp, carrier, vehicle, plates or driver (service PUT).
import { route } from '@/lib/api/route';
import { ZIdParams, ZReservationUpdate } from '@/lib/schemas/reservations';
import { upstream } from '@/lib/settings';

export const GET = route({ role: 'viewer', params: ZIdParams }, async ({ params }) => ({
  reservation: await (await upstream()).getReservation(params.id),
}));

export const PUT = route({ role: 'planner', params: ZIdParams, body: ZReservationUpdate }, async ({ params, body }) => ({
  reservation: await (await upstream()).updateReservation(params.id, body),
}));
