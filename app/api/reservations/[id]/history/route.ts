// What Slotboard saw change on one reservation (its mirror), newest first.
import { route } from '@/lib/api/route';
import { getReservationHistory } from '@/lib/reservations';
import { ZIdParams } from '@/lib/schemas/reservations';

export const GET = route({ role: 'viewer', params: ZIdParams }, ({ params }) => getReservationHistory(params.id));
