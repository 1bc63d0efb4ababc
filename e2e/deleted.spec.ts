import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { localDateOf, localTimeOf } from '../lib/time';
import { storageStateOf } from './support/accounts';
import { loadSite, openDay, type BranchOffice, type Ramp } from './support/demo-site';
import { emulatorGet, emulatorSend } from './support/emulator';
import { E2E_BASE_URL } from './support/stack';

// The deleted-reservation audit: a reservation Slotboard held, deleted at the service by another system, reaches
// /deleted by the service's webhook with its last known carrier and plates; the CSV of the filtered list reads back
// to the rows the table shows; the page passes axe in both themes.
test.use({ storageState: storageStateOf('planner'), timezoneId: 'Europe/Prague' });

interface Reservation {
  Id: string;
  ReservationNumber: string;
  StartUtc: string;
  EndUtc: string;
}

interface DeletedRow {
  number: string;
  carrier: string;
  vehiclePlate: string;
  trailerPlate: string;
  detailFrom: string;
  learntVia: string;
}

const stamp = Date.now().toString(36);
// A comma and quotes: the CSV must keep them.
const CARRIER = `Gone, "Quoted" Freight ${stamp}`;
const PLATE = `DEL-${stamp}`;
const TRAILER = `TRL-${stamp}`;

let created: Reservation;
let office: BranchOffice;
let ramp: Ramp;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('planner') });
  const { request } = context;
  const brno = (await loadSite(request)).branch('BRN');
  office = brno.office;
  ramp = brno.ramps[5]!;
  const units = await emulatorGet<{ value: { Id: string; UnitName: string }[] }>(request, '/odata/v1/demo/Unit');
  // Past the demo data's three weeks, on a ramp no other spec books: the slot is free whatever the day.
  const day = openDay(office, 96);
  created = await emulatorSend<Reservation>(request, 'POST', '/v3/demo/Reservations', {
    ResourceId: ramp.Id,
    Start: `${day}T08:00:00Z`,
    UnitId: units.value.find((u) => u.UnitName === 'Truck')!.Id,
    NumberOfUnits: 2,
    Carrier: CARRIER,
    VehicleNumberPlate: PLATE,
    TrailerNumberPlate: TRAILER,
    CarrierDriverFullName: 'Dana Deleted',
  });

  // Read through Slotboard, so its mirror holds the reservation (history starts once it is stored).
  expect((await request.get(`/api/reservations/${created.Id}`)).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/reservations/${created.Id}/history`)).json()) as { knownSince: string | null })
          .knownSince,
    )
    .not.toBeNull();

  // Deleted at the service by another system; the service's webhook tells Slotboard.
  await emulatorSend(request, 'DELETE', `/_emulator/reservations/${created.Id}`);
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/deleted-reservations?q=${encodeURIComponent(created.ReservationNumber)}`)
          ).json()) as { rows: DeletedRow[] }
        ).rows,
      { timeout: 20_000 },
    )
    .toEqual([
      expect.objectContaining({
        number: created.ReservationNumber,
        carrier: CARRIER,
        vehiclePlate: PLATE,
        trailerPlate: TRAILER,
        // The mirror's copy: the detail the service can no longer give.
        detailFrom: 'mirror',
        // The webhook, unless a scheduled sync happened to run between the deletion and its webhook.
        learntVia: expect.stringMatching(/^(webhook|reconciliation)$/),
      }),
    ]);
  await context.close();
});

/** The audit table's rows as text, by column header. */
async function tableRows(page: Page): Promise<Record<string, string>[]> {
  const table = page.getByRole('table', { name: /Deleted reservations/ });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const rows: Record<string, string>[] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.locator('th, td').allInnerTexts();
    rows.push(Object.fromEntries(headers.map((h, i) => [h.trim().toLowerCase(), cells[i]!.trim()])));
  }
  return rows;
}

const slotOf = (r: Reservation, zone: string) =>
  `${localDateOf(Date.parse(r.StartUtc), zone)} ` +
  `${localTimeOf(Date.parse(r.StartUtc), zone)}–${localTimeOf(Date.parse(r.EndUtc), zone)}`;

test(
  'a reservation deleted at the service is listed with its last known detail, and the CSV of the filtered ' +
    'list holds the same rows',
  async ({ page }) => {
    await page.goto('/deleted');
    await expect(page.getByRole('heading', { name: 'Deleted reservations', level: 1 })).toBeVisible();

    // Filtered by its carrier (typed; sent after a pause, kept in the URL).
    await page.getByLabel('Carrier').fill(CARRIER);
    await expect(page).toHaveURL(/carrier=/);
    const table = page.getByRole('table', { name: /Deleted reservations/ });
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    const row = table.locator(`tr[data-deleted-id="${created.Id.toLowerCase()}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(created.ReservationNumber);
    await expect(row).toContainText(CARRIER);
    await expect(row).toContainText(`${PLATE} / ${TRAILER}`);
    await expect(row).toContainText(ramp.ShortName);
    // The slot on the branch's clock, as the schedule shows it.
    await expect(row).toContainText(slotOf(created, office.TimeZone));
    await expect(page.getByRole('status').filter({ hasText: /^1–1 of 1 deleted reservations$/ })).toBeVisible();

    // The export is the filtered list: the same rows as the table.
    const shown = await tableRows(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^deleted-reservations-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<Record<string, string>>(await readFile((await download.path())!, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.data.map((r) => ({
        number: r.Number,
        // The file gives start and end with the offset; the table the same wall clock.
        slot: `${r['Slot start']!.slice(0, 16)}–${r['Slot end']!.slice(11, 16)}`,
        ramp: r.Ramp,
        carrier: r.Carrier,
        plates: [r['Vehicle plate'], r['Trailer plate']].filter(Boolean).join(' / '),
        status: r.Status,
        orders: r.Orders || '—',
        'deleted at': r['Deleted at']!.slice(0, 16),
        'how learnt': r['Learnt via'],
      })),
    ).toEqual(shown);
    expect(parsed.data[0]).toMatchObject({
      Carrier: CARRIER,
      'Vehicle plate': PLATE,
      'Trailer plate': TRAILER,
      Driver: 'Dana Deleted',
      'Detail from': 'last known detail',
      'Reservation id': created.Id.toLowerCase(),
    });
    expect(parsed.data[0]!['Slot start']).toMatch(/ [+-]\d{2}:\d{2}$/);

    // The row opens its last known detail and its history, the deletion last in it.
    await row.getByRole('button', { name: `Show reservation ${created.ReservationNumber}` }).click();
    const panel = page.getByRole('complementary', { name: `Deleted reservation ${created.ReservationNumber}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Last known detail' })).toContainText(CARRIER);
    await expect(panel).toContainText('Dana Deleted');
    await expect(panel).toContainText(PLATE);
    await expect(panel.getByRole('region', { name: 'Change history' }).getByRole('listitem').first()).toContainText(
      /^Deleted at the service/,
    );
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // A search that finds nothing says so and offers to clear the filters.
    await page.getByLabel('Search', { exact: true }).fill(`nothing-has-this-${stamp}`);
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(page.getByLabel('Carrier')).toHaveValue('');
    await expect(page).not.toHaveURL(/carrier=|q=/);
  },
);

test("a link with date filters exports the days on the browser's clock, not the server's", async ({ page }) => {
  // Opened straight from the link: the export's href was first rendered on the server, whose zone may differ.
  await page.goto('/deleted?from=2026-11-02&to=2026-11-03');
  await expect(page.getByRole('heading', { name: 'Deleted reservations', level: 1 })).toBeVisible();
  // The list has answered: the link now shows what the browser asks for.
  await expect(
    page.getByText(/No deleted reservation matches these filters|of \d+ deleted reservations$/),
  ).toBeVisible();
  const href = new URL((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!, page.url());
  // Midnight of 2 November in Prague (CET, UTC+1) up to the end of 3 November.
  expect(href.searchParams.get('from')).toBe('2026-11-01T23:00:00.000Z');
  expect(href.searchParams.get('to')).toBe('2026-11-03T23:00:00.000Z');
});

test('the API refuses a bad query, naming the field', async ({ page }) => {
  const response = await page.request.get('/api/deleted-reservations?pageSize=500');
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ error: { code: 'invalid_request', details: [{ field: 'pageSize' }] } });
  const csv = await page.request.get(
    `/api/deleted-reservations?format=csv&q=${encodeURIComponent(created.ReservationNumber)}`,
  );
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toMatch(
    /^attachment; filename="deleted-reservations-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the audit has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    await page.goto(`/deleted?q=${encodeURIComponent(created.ReservationNumber)}`);
    await expect(page.locator('html')).toHaveClass(theme);
    await expect(page.getByRole('rowheader', { name: created.ReservationNumber })).toBeVisible();
    const check = async () => {
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
    };
    await check();
    // With the side panel open too.
    await page.getByRole('button', { name: `Show reservation ${created.ReservationNumber}` }).click();
    await expect(page.getByRole('region', { name: 'Change history' }).getByRole('listitem').first()).toBeVisible();
    await check();
  });
}
