// Carrier punctuality for a branch office and its local days: every role may read it.
import { route } from '@/lib/api';
import { type PunctualityReport, ZReportQuery } from '@/lib/contracts';
import { buildPunctualityReport } from '@/lib/reports';

export const GET = route({ role: 'viewer', query: ZReportQuery }, async ({ query }) => (await buildPunctualityReport(query)) satisfies PunctualityReport);
