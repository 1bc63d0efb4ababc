import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Sheet } from './report-sheets';
import { wallClock } from './report-sheets';
import { writeCsv } from './write-report-file';
import { downloadCsv, downloadWorkbook } from './write-report-file-support';

const sheet: Sheet = {
  name: 'Carriers',
  columns: [
    { header: 'Carrier', kind: 'text' },
    { header: 'Reservations', kind: 'integer' },
    { header: 'On-time share', kind: 'share' },
    { header: 'Median delay (min)', kind: 'minutes' },
    { header: 'Week starting', kind: 'date' },
    { header: 'Arrival', kind: 'dateTime' },
  ],
  rows: [
    [
      '=HYPERLINK("http://evil.example","x")',
      12,
      0.8125,
      -7.26,
      new Date('2026-10-26T00:00:00Z'),
      wallClock('2026-10-25T01:30:00Z', 'Europe/Prague'),
    ],
    ['+Danube, "Logistics"\r\nline', 0, null, null, null, null],
    ['@SUM(A1)', 3, 1, 12.34, new Date('2026-11-02T00:00:00Z'), new Date('2026-11-02T06:05:00Z')],
  ],
};

describe('the CSV', () => {
  const csv = writeCsv(sheet);
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

  it('has a header naming percentages and a line per row, CRLF-separated', () => {
    expect(parsed[0]).toEqual([
      'Carrier',
      'Reservations',
      'On-time share (%)',
      'Median delay (min)',
      'Week starting',
      'Arrival',
    ]);
    expect(parsed).toHaveLength(4);
    expect(csv.split('\r\n')[0]).toBe(
      'Carrier,Reservations,On-time share (%),Median delay (min),Week starting,Arrival',
    );
  });

  it('neutralises text a spreadsheet would run as a formula, and keeps a negative number a number', () => {
    expect(parsed[1]![0]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(parsed[2]![0]).toBe(`'+Danube, "Logistics"\r\nline`);
    expect(parsed[3]![0]).toBe(`'@SUM(A1)`);
    expect(parsed[1]![3]).toBe('-7.3');
  });

  it('writes shares as percentages, minutes to a tenth, days and local times without zones, empty for nothing', () => {
    expect(parsed[1]!.slice(1)).toEqual(['12', '81.3', '-7.3', '2026-10-26', '2026-10-25 02:30']);
    expect(parsed[2]!.slice(1)).toEqual(['0', '', '', '', '']);
  });
});

describe('the workbook', () => {
  const read = downloadWorkbook;

  it(
    'types its cells: text as text (a formula-looking carrier too), numbers as numbers, dates as dates, shares ' +
      'as percentages',
    async () => {
      const ws = (await read([sheet])).getWorksheet('Carriers')!;
      const row = ws.getRow(2);
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(1).value).toBe('=HYPERLINK("http://evil.example","x")');
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(2).value).toBe(12);
      expect(row.getCell(3).value).toBe(0.8125);
      expect(row.getCell(3).numFmt).toBe('0.0%');
      expect(row.getCell(4).value).toBe(-7.26);
      expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
      expect((row.getCell(5).value as Date).toISOString()).toBe('2026-10-26T00:00:00.000Z');
      expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd');
      // 01:30 UTC on the fall-back night is 02:30 CET, the second 02:30 of that night in Prague.
      expect((row.getCell(6).value as Date).toISOString()).toBe('2026-10-25T02:30:00.000Z');
      expect(row.getCell(6).numFmt).toBe('yyyy-mm-dd hh:mm');
      expect(ws.getRow(3).getCell(3).value).toBeNull();
    },
  );

  it('freezes a bold header row on every sheet', async () => {
    const workbook = await read([sheet, { ...sheet, name: 'Second' }]);
    for (const name of ['Carriers', 'Second']) {
      const ws = workbook.getWorksheet(name)!;
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(ws.getRow(1).getCell(1).value).toBe('Carrier');
      expect(ws.getRow(1).font?.bold).toBe(true);
    }
  });
});

describe('the streamed files', () => {
  it('the CSV download is the same text as the CSV written at once', async () => {
    expect(await downloadCsv(sheet)).toBe(writeCsv(sheet));
    const many: Sheet = { ...sheet, rows: Array.from({ length: 2500 }, (_, i) => [`c${i}`, i, 0.5, 1, null, null]) };
    expect(await downloadCsv(many)).toBe(writeCsv(many));
  });

  it('a sheet whose rows come a page at a time opens with every row, typed, in order', async () => {
    let pagesRead = 0;
    async function* pages() {
      for (let p = 0; p < 12; p++) {
        pagesRead++;
        await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: 1000 }, (_, i) => [`R${p * 1000 + i}`, p * 1000 + i, 0.25, -1.5, null, null]);
      }
    }
    const workbook = await downloadWorkbook([sheet, { ...sheet, name: 'Many', rows: pages() }]);
    expect(pagesRead).toBe(12);
    const ws = workbook.getWorksheet('Many')!;
    expect(ws.rowCount).toBe(12_001);
    expect(ws.getRow(1).getCell(1).value).toBe('Carrier');
    expect(ws.getRow(2).getCell(1).value).toBe('R0');
    expect(ws.getRow(12_001).getCell(2).value).toBe(11_999);
    expect(ws.getRow(12_001).getCell(3).numFmt).toBe('0.0%');
    expect(workbook.getWorksheet('Carriers')!.getRow(2).getCell(2).value).toBe(12);
    // Writing and reading back 12,000 rows takes ~3 s on a busy machine.
  }, 30_000);
});
