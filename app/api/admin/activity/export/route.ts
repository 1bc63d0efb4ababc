// Admin → Activity: the whole filtered audit trail as a CSV download, streamed a thousand entries at a time.
import { route } from '@/lib/api';
import { exportActivity } from '@/lib/audit';
import { ZActivityExportQuery } from '@/lib/contracts';

export const GET = route({ role: 'admin', query: ZActivityExportQuery }, async ({ query }) => {
  const file = await exportActivity(query);
  return new Response(file.stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
});
