// The printed day plan as a PDF: one A4 landscape page per branch office (or the one asked for), printed by the
// server's Chromium, in the language of the request (i18n/resolve-request-locale.ts); 503 print_unavailable, saying
// what to do, where there is none.
import { getTranslations } from 'next-intl/server';
import { resolveRequestLocale } from '@/i18n/resolve-request-locale';
import { route } from '@/lib/api';
import { dayPlanKit, ZDayPlanQuery } from '@/features/print';
import { printDayPlanPdf } from '@/features/print/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route({ role: 'viewer', query: ZDayPlanQuery }, async ({ query }) => {
  const locale = await resolveRequestLocale();
  const t = await getTranslations({ locale, namespace: 'print' });
  return printDayPlanPdf(query, dayPlanKit({ t, locale }));
});
