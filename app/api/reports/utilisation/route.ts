// Dock utilisation for a branch office and its local days: every role may read it.
import { route } from '@/lib/api';
import { type UtilisationReport, ZReportQuery } from '@/lib/contracts';
import { buildUtilisationReport } from '@/lib/reports';

export const GET = route({ role: 'viewer', query: ZReportQuery }, async ({ query }) => (await buildUtilisationReport(query)) satisfies UtilisationReport);
