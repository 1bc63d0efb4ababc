// Turn orders from the cart into one reservation at a ramp and time.
import { route } from '@/lib/api/route';
import { authorOf, createReservationFromOrders } from '@/lib/reservations';
import { ZCreateFromOrders } from '@/lib/schemas/reservations';

export const POST = route({ role: 'planner', body: ZCreateFromOrders, status: 201 }, async ({ body, user, request }) => ({
  reservation: await createReservationFromOrders(body, authorOf(user, request)),
}));
