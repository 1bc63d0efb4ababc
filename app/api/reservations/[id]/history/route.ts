// What Slotboard saw change on one reservation (its mirror), newest first.
import { route } from '@/lib/api';
import { getReservationHistory } from '@/features/reservations/server';
import { ZIdParams, type ReservationHistory } from '@/lib/contracts';

export const GET = route(
  { role: 'viewer', params: ZIdParams },
  async ({ params }) => (await getReservationHistory(params.id)) satisfies ReservationHistory,
);
