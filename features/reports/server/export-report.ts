import 'server-only';
import { streamDownload, takeExportSlot } from '@/lib/downloads';
import { type PunctualityDrillRow, type ReportFormat, type ReportQuery } from '../contract';
import { buildPunctualityReport } from './build-punctuality-report';
import { buildUtilisationReport } from './build-utilisation-report';
import { readDrillRows } from './list-punctuality-reservations';
import { readReportSettings } from './manage-report-settings';
import { punctualitySheets, reservationCells } from './build-punctuality-sheets';
import { utilisationSheets } from './build-utilisation-sheets';
import type { Cell, SheetLabels } from './report-sheets';
import { type ResolvedScope, resolveReportScope } from './resolve-report-scope';
import { type StreamedSheet, writeCsvTo, writeWorkbookTo } from './write-report-file';

/** The workbook's Reservations sheet holds at most this many, soonest first; its About sheet says when it was cut. */
export const MAX_EXPORTED_RESERVATIONS = 50_000;
/** Reservations read from the database at a time while the workbook is written. */
export const EXPORT_PAGE_ROWS = 2000;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ReportFile {
  filename: string;
  contentType: string;
  /** Written as the client reads it; the export's slot is held until it ends or the client goes away. */
  body: ReadableStream<Uint8Array>;
}

type Page = { rows: PunctualityDrillRow[]; total: number };

/**
 * The Reservations sheet's rows, `first` and then a page at a time after the last row read (soonest first, the id
 * breaking ties), up to MAX_EXPORTED_RESERVATIONS.
 */
async function* reservationPages(
  first: Page,
  read: (after: PunctualityDrillRow, limit: number) => Promise<Page>,
  toCells: (r: PunctualityDrillRow) => Cell[],
): AsyncGenerator<Cell[][]> {
  let page = first.rows;
  let written = 0;
  while (page.length > 0) {
    yield page.map(toCells);
    written += page.length;
    const left = MAX_EXPORTED_RESERVATIONS - written;
    if (page.length < EXPORT_PAGE_ROWS || left <= 0) return;
    page = (await read(page.at(-1)!, Math.min(EXPORT_PAGE_ROWS, left))).rows;
  }
}

/**
 * One report as a download: its main table as CSV, or the whole report as a workbook, in the words of `labels`.
 * Throws 429 when this process is building as many as it may. The report and the first page of reservations are read
 * before this returns, so a bad scope or an unreachable database is an error answer, not a broken download; the rest
 * is read while the file is written.
 */
export async function exportReport(
  kind: 'punctuality' | 'utilisation',
  query: ReportQuery,
  format: ReportFormat,
  labels: SheetLabels,
  now = Date.now(),
): Promise<ReportFile> {
  const slot = takeExportSlot(format === 'xlsx' ? 'workbook' : 'csv');
  try {
    const all: StreamedSheet[] =
      kind === 'punctuality'
        ? await punctualityExport(query, format, labels, now)
        : utilisationSheets(await buildUtilisationReport(query, now), labels);
    const filename = `${kind}-${query.from}-to-${query.to}.${format}`;
    return {
      filename,
      contentType: CONTENT_TYPES[format],
      body: streamDownload(slot, filename, (out, signal) =>
        format === 'csv' ? writeCsvTo(out, all[0]!, signal) : writeWorkbookTo(out, all, signal),
      ),
    };
  } catch (error) {
    slot.release();
    throw error;
  }
}

async function punctualityExport(
  query: ReportQuery,
  format: ReportFormat,
  labels: SheetLabels,
  now: number,
): Promise<StreamedSheet[]> {
  const report = await buildPunctualityReport(query, now);
  // The CSV is the carrier table alone: no need to read any reservation for it.
  if (format === 'csv') return punctualitySheets(report, [], false, labels);
  const scope: ResolvedScope = await resolveReportScope(query);
  const tolerance = (await readReportSettings()).toleranceMinutes;
  const read = (after: PunctualityDrillRow | undefined, limit: number) =>
    readDrillRows(scope, tolerance, now, { outcome: 'all' }, { limit, offset: 0, after });
  const first = await read(undefined, Math.min(EXPORT_PAGE_ROWS, MAX_EXPORTED_RESERVATIONS));
  const rows = reservationPages(first, read, (r) => reservationCells(r, report.timeZone, labels));
  return punctualitySheets(report, [], first.total > MAX_EXPORTED_RESERVATIONS, labels).map((sheet) =>
    sheet.name === labels.sheets.reservations ? { ...sheet, rows } : sheet,
  );
}
