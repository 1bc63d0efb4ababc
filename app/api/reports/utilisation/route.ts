// Dock utilisation for a branch office and its local days: every role may read it.
import { route } from '@/lib/api';
import { type UtilisationReport, ZReportQuery } from '@/features/reports';
import { buildUtilisationReport } from '@/features/reports/server';

export const GET = route(
  { role: 'viewer', query: ZReportQuery },
  async ({ query }) => (await buildUtilisationReport(query)) satisfies UtilisationReport,
);
