// The reservations behind one number of the punctuality table, a page at a time.
import { route } from '@/lib/api';
import { type PunctualityDrill, ZPunctualityDrillQuery } from '@/lib/contracts';
import { listPunctualityReservations } from '@/lib/reports';

export const GET = route({ role: 'viewer', query: ZPunctualityDrillQuery }, async ({ query }) => (await listPunctualityReservations(query)) satisfies PunctualityDrill);
