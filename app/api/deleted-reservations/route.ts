// The deleted-reservation audit: one page as JSON, or with ?format=csv the whole filtered list as a download.
import { route } from '@/lib/api';
import { ZDeletedQuery, type DeletedPage } from '@/lib/contracts';
import { exportDeletedReservations, listDeletedReservations } from '@/lib/deleted';

export const GET = route({ role: 'viewer', query: ZDeletedQuery }, async ({ query }) => {
  if (query.format === 'json') return (await listDeletedReservations(query)) satisfies DeletedPage;
  const file = await exportDeletedReservations(query);
  return new Response(file.csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      // Past the export's cap the file holds the newest rows only; these say how many of how many.
      'X-Total-Count': String(file.total),
      'X-Exported-Count': String(file.exported),
      'Cache-Control': 'no-store',
    },
  });
});
