import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localMidnightUtc, localTimeOf } from '../lib/time';
import { storageStateOf } from './support/accounts';
import { busyDay, loadSite, type Ramp } from './support/demo-site';
import { emulatorGet } from './support/emulator';
import { readPdf } from './support/read-pdf';
import { E2E_BASE_URL } from './support/stack';

// The printed day plan: "Print day" on the schedule opens the shown day's plan for the shown branch office, one A4
// landscape sheet that fits its page, without the app's shell in print; the server's PDF of the same day has one page
// per branch office, each naming its ramps (read back with pdf.js). The day is one the demo data fills, never today.
test.use({
  storageState: storageStateOf('planner'),
  timezoneId: 'Europe/Prague',
  viewport: { width: 1400, height: 950 },
});

interface Reservation {
  Id: string;
  StartUtc: string;
  EndUtc: string;
  Carrier: string;
  VehicleNumberPlate: string;
}

/** The emulator's ramps by branch office, each list in the grid's order. */
async function rampsByOffice(request: Parameters<typeof loadSite>[0]): Promise<Map<string, Ramp[]>> {
  const ramps = await emulatorGet<Ramp[]>(request, '/v3/demo/Resources');
  const offices = new Map<string, Ramp[]>();
  for (const ramp of ramps) offices.set(ramp.BranchOfficeId, [...(offices.get(ramp.BranchOfficeId) ?? []), ramp]);
  return offices;
}

test(
  'Print day opens the plan of the shown day and branch office: one sheet that fits its page, no app shell ' +
    'in print',
  async ({ page }) => {
    const site = await loadSite(page.request);
    const { office, ramps } = site.branch('BRN');
    const ramp = ramps[0]!;
    const date = await busyDay(page.request, office, ramp);
    const from = new Date(localMidnightUtc(date, office.TimeZone)).toISOString();
    const to = new Date(localMidnightUtc(date, office.TimeZone, 1)).toISOString();
    const filter = `ResourceId eq ${ramp.Id} and StartUtc ge ${from} and StartUtc lt ${to}`;
    const onRamp = await emulatorGet<Reservation[]>(
      page.request,
      `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$orderby=StartUtc asc&$top=1000`,
    );
    const reservation = onRamp.find((r) => r.VehicleNumberPlate) ?? onRamp[0]!;

    await page.goto(`/schedule?date=${date}&view=day&branch=${office.Id}`);
    await expect(page.locator(`[data-reservation-id="${reservation.Id}"]`).first()).toBeAttached();
    const branchLabel = (await page.getByLabel('Branch office').locator('option:checked').innerText()).trim();
    await page.getByRole('link', { name: 'Print day' }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/schedule/print' &&
        url.searchParams.get('date') === date &&
        url.searchParams.get('branch')?.toLowerCase() === office.Id.toLowerCase(),
    );
    await expect(page.locator('[data-print-ready="true"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Day plan');
    const sheets = page.locator('[data-day-plan-sheet]');
    await expect(sheets).toHaveCount(1);
    const sheet = sheets.first();
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(`Day plan · ${branchLabel}`);
    await expect(sheet.locator('.dp-meta')).toContainText(office.TimeZone);
    for (const r of ramps) await expect(sheet.locator('tbody th', { hasText: r.ShortName })).toHaveCount(1);
    // The reservation as the sheet prints it: its local time range, carrier, plate and status in words.
    const printed = sheet.locator(`[data-reservation-id="${reservation.Id}"]`);
    await expect(printed).toContainText(`${localTimeOf(Date.parse(reservation.StartUtc), office.TimeZone)}–`);
    if (reservation.Carrier) await expect(printed).toContainText(reservation.Carrier);
    if (reservation.VehicleNumberPlate) await expect(printed).toContainText(reservation.VehicleNumberPlate);
    await expect(printed.locator('.dp-status')).toHaveText(/^(Approved|Pending|Rejected)/);

    // On paper: the screen's toolbar and note are gone, the sheet is an A4 landscape page's printable area and its
    // content stays inside it.
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
    const geometry = await sheet.evaluate((el) => {
      const fit = el.querySelector('[data-day-plan-fit]')!.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      return {
        sheetMm: [own.width / (96 / 25.4), own.height / (96 / 25.4)],
        overflowX: fit.right - own.right,
        overflowY: fit.bottom - own.bottom,
        scale: Number(el.getAttribute('data-scale')),
      };
    });
    expect(geometry.sheetMm[0]).toBeCloseTo(281, 0);
    expect(geometry.sheetMm[1]).toBeCloseTo(193, 0);
    expect(geometry.overflowX).toBeLessThanOrEqual(1);
    expect(geometry.overflowY).toBeLessThanOrEqual(1);
    expect(geometry.scale).toBeGreaterThan(0);

    // Every branch office: one sheet each, each but the last breaking to a new page.
    await page.goto(`/schedule/print?date=${date}`);
    await expect(page.locator('[data-print-ready="true"]')).toBeAttached();
    const offices = await rampsByOffice(page.request);
    await expect(sheets).toHaveCount(offices.size);
    const breaks = await page
      .locator('.dp-paper')
      .evaluateAll((papers) => papers.map((p) => getComputedStyle(p).breakAfter));
    expect(breaks).toEqual([...Array<string>(offices.size - 1).fill('page'), 'auto']);
  },
);

test(
  'the PDF of a day has one A4 landscape page per branch office, each with its own ramps; one branch office ' +
    'prints one page',
  async ({ page }) => {
    const site = await loadSite(page.request);
    const { office, ramps } = site.branch('BRN');
    const date = await busyDay(page.request, office, ramps[0]!);
    const offices = await rampsByOffice(page.request);

    const all = await page.request.get(`/api/schedule/print?date=${date}`, { timeout: 60_000 });
    expect(all.status(), await all.text().catch(() => '')).toBe(200);
    expect(all.headers()['content-type']).toBe('application/pdf');
    expect(all.headers()['content-disposition']).toBe(`attachment; filename="day-plan-${date}.pdf"`);
    const pages = await readPdf(await all.body());
    expect(pages).toHaveLength(offices.size);
    for (const p of pages) {
      expect(Math.abs(p.width - 842)).toBeLessThan(2);
      expect(Math.abs(p.height - 595)).toBeLessThan(2);
    }
    // Each branch office on a page of its own, with the names of all its ramps and of no other office's.
    const pageOf = new Set<number>();
    for (const [id, own] of offices) {
      const index = pages.findIndex((p) => p.text.includes(own[0]!.ShortName));
      expect(index, `a page names ${own[0]!.ShortName} (branch office ${id})`).toBeGreaterThanOrEqual(0);
      pageOf.add(index);
      for (const r of own) expect(pages[index]!.text, `page ${index + 1}`).toContain(r.ShortName);
      for (const [otherId, others] of offices)
        if (otherId !== id) for (const r of others) expect(pages[index]!.text).not.toContain(r.ShortName);
      expect(pages[index]!.text).toContain(`sheet ${index + 1} of ${offices.size}`);
    }
    expect(pageOf.size).toBe(offices.size);

    const one = await page.request.get(`/api/schedule/print?date=${date}&branch=${office.Id}`, { timeout: 60_000 });
    expect(one.status()).toBe(200);
    const onePage = await readPdf(await one.body());
    expect(onePage).toHaveLength(1);
    for (const r of ramps) expect(onePage[0]!.text).toContain(r.ShortName);
  },
);

test('the PDF route names the field that is wrong, and an unknown branch office', async ({ page }) => {
  const bad = await page.request.get('/api/schedule/print?date=2026-02-30');
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { code: string; details: { field: string }[] } }).error).toMatchObject({
    code: 'invalid_request',
    details: [{ field: 'date' }],
  });

  const unknown = await page.request.get(
    '/api/schedule/print?date=2026-03-02&branch=00000000-0000-4000-8000-000000000000',
  );
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: { details: { field: string }[] } }).error.details[0]!.field).toBe(
    'branch',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the print view has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    const { office, ramps } = (await loadSite(page.request)).branch('BRN');
    await page.goto(`/schedule/print?date=${await busyDay(page.request, office, ramps[0]!)}`);
    await expect(page.locator('html')).toHaveClass(theme);
    await expect(page.locator('[data-print-ready="true"]')).toBeAttached();
    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}
