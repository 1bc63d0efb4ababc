// Turn orders from the cart into one reservation at a ramp and time.
import { route } from '@/lib/api';
import { authorOf } from '@/lib/live';
import { createReservationFromOrders } from '@/features/orders/server';
import { ZCreateFromOrders, type ReservationAnswer } from '@/lib/contracts';

export const POST = route(
  { role: 'planner', body: ZCreateFromOrders, status: 201 },
  async ({ body, user, request }) =>
    ({
      reservation: await createReservationFromOrders(body, authorOf(user, request)),
    }) satisfies ReservationAnswer,
);
