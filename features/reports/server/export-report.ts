import 'server-only';
import { type ReportFormat, type ReportQuery } from '../contract';
import { buildPunctualityReport } from './build-punctuality-report';
import { buildUtilisationReport } from './build-utilisation-report';
import { readDrillRows } from './list-punctuality-reservations';
import { readReportSettings } from './manage-report-settings';
import { punctualitySheets } from './build-punctuality-sheets';
import { utilisationSheets } from './build-utilisation-sheets';
import type { Sheet, SheetLabels } from './report-sheets';
import { resolveReportScope } from './resolve-report-scope';
import { writeCsv, writeWorkbook } from './write-report-file';

/** The workbook's Reservations sheet holds at most this many, soonest first; its About sheet says when it was cut. */
export const MAX_EXPORTED_RESERVATIONS = 50_000;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ReportFile {
  filename: string;
  contentType: string;
  body: Uint8Array | string;
}

/** One report as a download: its main table as CSV, or the whole report as a workbook, in the words of `labels`. */
export async function exportReport(
  kind: 'punctuality' | 'utilisation',
  query: ReportQuery,
  format: ReportFormat,
  labels: SheetLabels,
  now = Date.now(),
): Promise<ReportFile> {
  const scope = await resolveReportScope(query);
  let sheets: Sheet[];
  if (kind === 'punctuality') {
    const report = await buildPunctualityReport(query, now);
    // The CSV is the carrier table alone: no need to read every reservation for it.
    const reservations =
      format === 'xlsx'
        ? await readDrillRows(
            scope,
            (await readReportSettings()).toleranceMinutes,
            now,
            { outcome: 'all' },
            { limit: MAX_EXPORTED_RESERVATIONS, offset: 0 },
          )
        : { rows: [], total: 0 };
    sheets = punctualitySheets(report, reservations.rows, reservations.total > MAX_EXPORTED_RESERVATIONS, labels);
  } else {
    sheets = utilisationSheets(await buildUtilisationReport(query, now), labels);
  }
  return {
    filename: `${kind}-${query.from}-to-${query.to}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: format === 'csv' ? writeCsv(sheets[0]!) : await writeWorkbook(sheets),
  };
}
