// A report as a download: ?format=csv (its main table) or xlsx (the whole report as a workbook, typed cells), its
// headers and sheet names in the requester's language. The file is streamed as it is written; 429 with Retry-After
// when the server is already writing as many as it may (one workbook at a time).
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { resolveRequestLocale } from '@/i18n/resolve-request-locale';
import { route } from '@/lib/api';
import { ZReportExportQuery } from '@/features/reports';
import { exportReport, sheetLabels } from '@/features/reports/server';

const ZKind = z.object({
  kind: z.enum(['punctuality', 'utilisation'], { error: 'must be punctuality or utilisation' }),
});

export const GET = route({ role: 'viewer', params: ZKind, query: ZReportExportQuery }, async ({ params, query }) => {
  const { format, ...scope } = query;
  const t = await getTranslations({ locale: await resolveRequestLocale(), namespace: 'reports' });
  const file = await exportReport(params.kind, scope, format, sheetLabels(t));
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
});
