import 'server-only';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { CSV_FORMULA_START } from '@/lib/contracts';
import type { Cell, CellKind, Sheet } from './report-sheets';

// Writes report sheets as a download. CSV: the first sheet, RFC 4180 with CRLF, text a spreadsheet would run as a
// formula (=, +, -, @, tab, CR first) given a leading apostrophe. Workbook: every sheet, cells typed (dates as dates,
// numbers as numbers, shares as percentages), the header row bold and frozen. A string cell of a workbook is never a
// formula, whatever it starts with: exceljs writes it as text.

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  integer: '0',
  minutes: '0.0',
  share: '0.0%',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};

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

export function writeCsv(sheet: Sheet): string {
  const headers = sheet.columns.map((c) => (c.kind === 'share' ? `${c.header} (%)` : c.header));
  // Papa's escapeFormulae looks at text only: a negative delay is written as the number it is.
  return Papa.unparse(
    { fields: headers, data: sheet.rows.map((row) => row.map((v, i) => csvText(v, sheet.columns[i]!.kind))) },
    { newline: '\r\n', escapeFormulae: CSV_FORMULA_START },
  );
}

export async function writeWorkbook(sheets: Sheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Slotboard';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: Math.max(10, Math.min(40, c.header.length + 4)),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const added = ws.addRow(row.map((v) => v ?? null));
      row.forEach((v, i) => {
        const kind = sheet.columns[i]!.kind;
        const format =
          v instanceof Date
            ? kind === 'dateTime'
              ? NUMBER_FORMATS.dateTime
              : NUMBER_FORMATS.date
            : typeof v === 'number'
              ? NUMBER_FORMATS[kind]
              : undefined;
        if (format) added.getCell(i + 1).numFmt = format;
      });
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
