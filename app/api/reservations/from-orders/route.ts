// Turn orders from the cart into one reservation at a ramp and time.
import { route } from '@/lib/api/route';
import { ZCreateFromOrders } from '@/lib/schemas/reservations';
import { upstream } from '@/lib/settings';

export const POST = route({ role: 'planner', body: ZCreateFromOrders, status: 201 }, async ({ body }) => ({
  reservation: await (await upstream()).createReservationFromOrders(body),
}));
