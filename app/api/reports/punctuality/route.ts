// Carrier punctuality for a branch office and its local days: every role may read it.
import { route } from '@/lib/api';
import { type PunctualityReport, ZReportQuery } from '@/features/reports';
import { buildPunctualityReport } from '@/features/reports/server';

export const GET = route(
  { role: 'viewer', query: ZReportQuery },
  async ({ query }) => (await buildPunctualityReport(query)) satisfies PunctualityReport,
);
