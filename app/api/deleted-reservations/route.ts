// The deleted-reservation audit: one page as JSON, or with ?format=csv the whole filtered list as a download (streamed
// as it is read, 429 when the server is writing as many as it may), its headers and value names in the requester's
// language.
import { getTranslations } from 'next-intl/server';
import { resolveRequestLocale } from '@/i18n/resolve-request-locale';
import { route } from '@/lib/api';
import { ZDeletedQuery, type DeletedPage } from '@/features/deleted';
import { exportDeletedReservations, listDeletedReservations, type DeletedCsvWords } from '@/features/deleted/server';

async function csvWords(): Promise<DeletedCsvWords> {
  const t = await getTranslations({ locale: await resolveRequestLocale(), namespace: 'deleted' });
  return {
    header: (column) => t(`csv.${column}`),
    learntVia: (via) => t('learntVia', { via }),
    detailFrom: (from) => t('detailFrom', { from }),
    status: (status) => t('status', { status }),
  };
}

export const GET = route({ role: 'viewer', query: ZDeletedQuery }, async ({ query }) => {
  if (query.format === 'json') return (await listDeletedReservations(query)) satisfies DeletedPage;
  const file = await exportDeletedReservations(query, await csvWords());
  return new Response(file.body, {
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
