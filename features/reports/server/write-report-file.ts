import 'server-only';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { writeText } from '@/lib/downloads';
import { CSV_FORMULA_START } from '@/lib/contracts';
import type { Cell, CellKind, Sheet } from './report-sheets';

// Writes report sheets as a download, into a stream as the rows come. CSV: the first sheet, RFC 4180 with CRLF, text
// a spreadsheet would run as a formula (=, +, -, @, tab, CR first) given a leading apostrophe. Workbook: every sheet,
// cells typed (dates as dates, numbers as numbers, shares as percentages), the header row bold and frozen. A string
// cell of a workbook is never a formula, whatever it starts with: exceljs writes it as text. The workbook is exceljs's
// streaming writer: each row is committed (turned into XML and zipped) as it is added, and no shared-strings table is
// kept, so memory does not grow with the rows.

/** A sheet whose rows may come a page at a time (the Reservations sheet, read from the database as it is written). */
export type StreamedSheet = Omit<Sheet, 'rows'> & { rows: Cell[][] | AsyncIterable<Cell[][]> };

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  integer: '0',
  minutes: '0.0',
  share: '0.0%',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};
/** Rows per Papa.unparse call and per check of the client's pace. */
const CHUNK = 1000;

const csvText = (value: Cell, kind: CellKind): string | number => {
  if (value === null) return '';
  if (value instanceof Date)
    return value
      .toISOString()
      .slice(0, kind === 'dateTime' ? 16 : 10)
      .replace('T', ' ');
  if (typeof value === 'number')
    return kind === 'share' ? Math.round(value * 1000) / 10 : kind === 'minutes' ? Math.round(value * 10) / 10 : value;
  return value;
};

/** Lines of the CSV for `rows`, CRLF between them, the header first when asked. */
function csvLines(sheet: Pick<Sheet, 'columns'>, rows: Cell[][], withHeader: boolean): string {
  const headers = sheet.columns.map((c) => (c.kind === 'share' ? `${c.header} (%)` : c.header));
  // Papa's escapeFormulae looks at text only: a negative delay is written as the number it is.
  return Papa.unparse(
    { fields: headers, data: rows.map((row) => row.map((v, i) => csvText(v, sheet.columns[i]!.kind))) },
    { newline: '\r\n', escapeFormulae: CSV_FORMULA_START, header: withHeader },
  );
}

/** The CSV of one sheet as one string. */
export function writeCsv(sheet: Sheet): string {
  return csvLines(sheet, sheet.rows, true);
}

async function* pagesOf(rows: StreamedSheet['rows']): AsyncGenerator<Cell[][]> {
  if (!Array.isArray(rows)) return yield* rows;
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

/** The CSV of one sheet into `out`, a thousand rows at a time, each written once the client has taken the last. */
export async function writeCsvTo(out: Writable, sheet: StreamedSheet, signal?: AbortSignal): Promise<void> {
  let first = true;
  for await (const page of pagesOf(sheet.rows)) {
    signal?.throwIfAborted();
    for (let i = 0; i < page.length; i += CHUNK) {
      // The header goes with the first rows: Papa ends a header alone with a line break of its own.
      await writeText(out, `${first ? '' : '\r\n'}${csvLines(sheet, page.slice(i, i + CHUNK), first)}`);
      first = false;
    }
  }
  if (first) await writeText(out, csvLines(sheet, [], true));
}

const formatOf = (v: Cell, kind: CellKind) =>
  v instanceof Date
    ? kind === 'dateTime'
      ? NUMBER_FORMATS.dateTime
      : NUMBER_FORMATS.date
    : typeof v === 'number'
      ? NUMBER_FORMATS[kind]
      : undefined;

/** Resolves once the client has taken what was written so far (a zero-length write completes after the ones before). */
const drained = (out: Writable) =>
  new Promise<void>((resolve, reject) => out.write('', (e) => (e ? reject(e) : resolve())));

/** Every sheet into `out` as one workbook; ends `out`. Rows are committed as they come, never kept. */
export async function writeWorkbookTo(out: Writable, sheets: StreamedSheet[], signal?: AbortSignal): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Slotboard';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: Math.max(10, Math.min(40, c.header.length + 4)),
    }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const page of pagesOf(sheet.rows)) {
      signal?.throwIfAborted();
      for (const row of page) {
        const added = ws.addRow(row.map((v) => v ?? null));
        row.forEach((v, i) => {
          const format = formatOf(v, sheet.columns[i]!.kind);
          if (format) added.getCell(i + 1).numFmt = format;
        });
        added.commit();
      }
      // The zip is written as the client reads: wait for it before turning the next page into XML.
      await drained(out);
    }
    ws.commit();
  }
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  aborted.catch(() => undefined);
  await Promise.race([workbook.commit(), aborted]);
}
