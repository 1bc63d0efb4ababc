// A report as a download: ?format=csv (its main table) or xlsx (the whole report as a workbook, typed cells).
import { z } from 'zod';
import { route } from '@/lib/api';
import { ZReportExportQuery } from '@/lib/contracts';
import { exportReport } from '@/lib/reports';

const ZKind = z.object({ kind: z.enum(['punctuality', 'utilisation'], { error: 'must be punctuality or utilisation' }) });

export const GET = route({ role: 'viewer', params: ZKind, query: ZReportExportQuery }, async ({ params, query }) => {
  const { format, ...scope } = query;
  const file = await exportReport(params.kind, scope, format);
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
});
