// Admin → Activity: the whole filtered audit trail as a CSV download, streamed a thousand entries at a time (429 when
// the server is writing as many as it may), its headers and sentences in the requester's language.
import { getTranslations } from 'next-intl/server';
import { resolveRequestLocale } from '@/i18n/resolve-request-locale';
import { route } from '@/lib/api';
import { exportActivity } from '@/features/admin-activity/server';
import { ZActivityExportQuery } from '@/features/admin-activity';

export const GET = route({ role: 'admin', query: ZActivityExportQuery }, async ({ query }) => {
  const locale = await resolveRequestLocale();
  const t = await getTranslations({ locale, namespace: 'activity' });
  const file = await exportActivity(query, { t, locale });
  return new Response(file.stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
});
