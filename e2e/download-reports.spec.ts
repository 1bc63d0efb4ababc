import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { storageStateOf } from './support/accounts';
import { openBrno } from './support/reports-page';

// /reports' downloads on the demo, over the mirror e2e/admin-sync.spec.ts filled: both formats, read back. Named
// *reports.spec.ts, so the `reports` project runs it after the sync (playwright.config.ts); it runs beside
// reports.spec.ts, and reads nothing that one's tolerance change moves.
test.use({ storageState: storageStateOf('admin'), timezoneId: 'Europe/Prague' });

test('each report downloads as CSV and as an Excel workbook with typed cells and a frozen header', async ({ page }) => {
  await openBrno(page);
  // As the table and the files name it: reservations without a carrier are "(no carrier)".
  const firstCarrier =
    (await page
      .getByRole('table', { name: 'Carrier punctuality' })
      .locator('tbody tr')
      .first()
      .getAttribute('data-carrier')) || '(no carrier)';

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Punctuality as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split(/\r?\n/).filter(Boolean);
  expect(header!.toLowerCase()).toContain('carrier');
  expect(
    lines.some((line) => line.includes(firstCarrier)),
    `a row for ${firstCarrier} in\n${text.slice(0, 600)}`,
  ).toBe(true);

  for (const name of ['Punctuality', 'Utilisation']) {
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: `${name} as Excel (.xlsx)` }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path())!);
    expect(book.worksheets.length, `${name}: sheets`).toBeGreaterThan(0);
    const cells = book.worksheets.flatMap((sheet) => {
      const out: ExcelJS.CellValue[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) row.eachCell((cell) => void out.push(cell.value));
      });
      return out;
    });
    for (const sheet of book.worksheets) {
      expect(sheet.views[0], `${name}, sheet ${sheet.name}: a frozen header row`).toMatchObject({
        state: 'frozen',
        ySplit: 1,
      });
    }
    expect(
      cells.some((v) => typeof v === 'number'),
      `${name}: a number cell`,
    ).toBe(true);
    if (name === 'Punctuality') {
      expect(
        cells.some((v) => v instanceof Date),
        `${name}: a date cell`,
      ).toBe(true);
      expect(
        cells.some((v) => v === firstCarrier),
        `${name}: ${firstCarrier}`,
      ).toBe(true);
    }
  }
});
