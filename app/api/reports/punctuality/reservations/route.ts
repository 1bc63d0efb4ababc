// The reservations behind one number of the punctuality table, a page at a time.
import { route } from '@/lib/api';
import { type PunctualityDrill, ZPunctualityDrillQuery } from '@/features/reports';
import { listPunctualityReservations } from '@/features/reports/server';

export const GET = route(
  { role: 'viewer', query: ZPunctualityDrillQuery },
  async ({ query }) => (await listPunctualityReservations(query)) satisfies PunctualityDrill,
);
