// The reports' settings: the punctuality tolerance and each branch office's opening hours. Everyone reads them (the
// page says how figures are counted); only an admin changes them.
import { route } from '@/lib/api';
import { type ReportSettings, ZReportSettings } from '@/features/reports';
import { readReportSettings, saveReportSettings } from '@/features/reports/server';

export const GET = route({ role: 'viewer' }, async () => (await readReportSettings()) satisfies ReportSettings);

export const PUT = route(
  { role: 'admin', body: ZReportSettings },
  async ({ body, user }) => (await saveReportSettings(body, user.id)) satisfies ReportSettings,
);
