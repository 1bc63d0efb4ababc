import ExcelJS from 'exceljs';
import { streamDownload, takeExportSlot } from '@/lib/downloads';
import { type StreamedSheet, writeCsvTo, writeWorkbookTo } from './write-report-file';

// The report files as a client receives them (through the download's stream, as the route sends them) and as a
// spreadsheet reads them back: for the unit tests of the writers.

async function download(kind: 'csv' | 'workbook', sheets: StreamedSheet[]): Promise<Buffer> {
  const body = streamDownload(takeExportSlot(kind), 'test', (out, signal) =>
    kind === 'csv' ? writeCsvTo(out, sheets[0]!, signal) : writeWorkbookTo(out, sheets, signal),
  );
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** The first sheet as the CSV download's text. */
export const downloadCsv = async (sheet: StreamedSheet): Promise<string> =>
  (await download('csv', [sheet])).toString('utf8');

/** The sheets as the workbook download, opened with exceljs's reader. */
export async function downloadWorkbook(sheets: StreamedSheet[]): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download('workbook', sheets)) as unknown as ArrayBuffer);
  return workbook;
}
