import { expect, test } from '@playwright/test';
import { busyDay, loadSite, openDay } from './support/demo-site';
import { emulatorGet } from './support/emulator';
import { blockLeftEdge, drag, pointAt } from './support/grid-point';
import { HOUR, readBack, SCHEDULE_PAGE, type Reservation } from './support/schedule-page';
import { E2E_BASE_URL } from './support/stack';

// The planner's day on the grid, every step confirmed by reading the reservation straight from the emulator.
// Free slots far ahead (days 60+, other ramps than e2e/api-routes.spec.ts) keep clear of demo data and other specs.
test.use(SCHEDULE_PAGE);

test('a planner works the grid: views, branch, create, edit, move, resize, clash, note, undo', async ({ page }) => {
  test.setTimeout(120_000);
  const site = await loadSite(page.request);
  const { office: brnoOffice, ramps: brno } = site.branch('BRN');
  const { office: chicagoOffice, ramps: chicagoRamps } = site.branch('CHI');
  const chicago = chicagoRamps[0]!;
  const [rampA, rampB] = [brno[4]!, brno[5]!];

  // Open today: the first branch's ramps in the branch's own time zone, and the now-line.
  await page.goto('/schedule');
  await expect(page.getByText('Times in Europe/Prague')).toBeVisible();
  await expect(page.getByTestId('now-line')).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(`^Ramp ${brno[0]!.ShortName} `) })).toBeVisible();

  // A day on which the first ramp has reservations at the service: they are drawn as blocks.
  const busy = await busyDay(page.request, brnoOffice, brno[0]!);
  await page.goto(`/schedule?date=${busy}&view=day`);
  const axis = page.getByTestId('schedule-rows');
  const [dayStart, dayEnd] = [
    Number(await axis.getAttribute('data-axis-start')),
    Number(await axis.getAttribute('data-axis-end')),
  ];
  const filter =
    `ResourceId eq ${brno[0]!.Id} and StartUtc ge ${new Date(dayStart).toISOString()} and StartUtc ` +
    `lt ${new Date(dayEnd).toISOString()}`;
  const onBusyDay = await emulatorGet<Reservation[]>(
    page.request,
    `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$orderby=StartUtc asc&$top=50`,
  );
  expect(onBusyDay.length).toBeGreaterThan(0);
  for (const r of onBusyDay.slice(0, 2)) {
    // Only blocks near the scrolled window are rendered: scroll to it first.
    await pointAt(page, brno[0]!.Id, Date.parse(r.StartUtc));
    await expect(page.locator(`[data-reservation-id="${r.Id}"]`)).toBeVisible();
  }

  // Week and back, kept in the URL.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page).toHaveURL(/view=day/);

  // Change branch: Chicago's ramps replace Brno's, and a reload shows the same.
  await page.getByLabel('Branch office').selectOption(chicago.BranchOfficeId);
  await expect(page).toHaveURL(new RegExp(`branch=${chicago.BranchOfficeId}`));
  await expect(page.locator(`[data-ramp-id="${chicago.Id}"]`)).toBeVisible();
  await expect(page.getByText('Times in America/Chicago')).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-ramp-id="${chicago.Id}"]`)).toBeVisible();
  await expect(page.locator(`[data-ramp-id="${brno[0]!.Id}"]`)).toHaveCount(0);

  // The days the clocks change have 25 and 23 hours, each in its branch's own zone.
  const hoursShown = async () =>
    (Number(await axis.getAttribute('data-axis-end')) - Number(await axis.getAttribute('data-axis-start'))) / HOUR;
  await page.goto(`/schedule?date=2027-11-07&view=day&branch=${chicagoOffice.Id}`);
  await expect(page.getByText('Times in America/Chicago')).toBeVisible();
  await expect.poll(hoursShown).toBe(25);
  await page.goto(`/schedule?date=2027-03-28&view=day&branch=${brnoOffice.Id}`);
  await expect(page.getByText('Times in Europe/Prague')).toBeVisible();
  await expect.poll(hoursShown).toBe(23);

  // Create by dragging across 09:00–10:00 UTC on ramp A of a free day.
  const day = openDay(brnoOffice, 62);
  const nine = Date.parse(`${day}T09:00:00Z`);
  await page.goto(`/schedule?date=${day}&view=day&branch=${rampA.BranchOfficeId}&zoom=30`);
  await drag(
    page,
    () => pointAt(page, rampA.Id, nine + 5 * 60_000),
    () => pointAt(page, rampA.Id, nine + HOUR - 5 * 60_000),
  );
  const form = page.getByRole('form', { name: 'Create reservation' });
  await expect(form.getByLabel('Ramp', { exact: true })).toHaveValue(rampA.Id);
  await expect(form.getByLabel(/^Start/)).toHaveValue(
    `${day}T${String(
      new Date(nine).getUTCHours() + (await page.evaluate((t) => -new Date(t).getTimezoneOffset() / 60, nine)),
    ).padStart(2, '0')}:00`,
  );
  await form.getByLabel('Unit', { exact: true }).selectOption({ label: 'Truck' });
  await form.getByLabel('Number of units', { exact: true }).fill('2');
  await form.getByLabel('Carrier', { exact: true }).fill('E2E Grid Haulage');
  await form.getByLabel('Vehicle plate', { exact: true }).fill('GRID-1');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/reservations') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create reservation' }).click();
  const { reservation } = (await (await created).json()) as { reservation: Reservation };
  expect((await created).status()).toBe(201);
  let stored = await readBack(page, reservation.Id);
  expect(stored.ResourceId).toBe(rampA.Id);
  expect(Date.parse(stored.StartUtc)).toBe(nine);
  expect(Date.parse(stored.EndUtc)).toBe(nine + HOUR);
  expect(stored.Carrier).toBe('E2E Grid Haulage');
  const block = page.locator(`[data-reservation-id="${reservation.Id}"]`);
  await expect(block).toBeVisible();

  // Edit plates through the panel (PUT).
  const edit = page.getByRole('form', { name: 'Edit reservation' });
  await edit.getByLabel('Vehicle plate', { exact: true }).fill('GRID-2');
  await edit.getByLabel('Trailer plate', { exact: true }).fill('TRL-2');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Reservation ${reservation.ReservationNumber} saved` }),
  ).toBeVisible();
  stored = await readBack(page, reservation.Id);
  expect([stored.VehicleNumberPlate, stored.TrailerNumberPlate]).toEqual(['GRID-2', 'TRL-2']);
  await page.getByRole('button', { name: 'Close the panel' }).click();

  // Move to ramp B at the same time.
  await drag(
    page,
    () => blockLeftEdge(block),
    () => pointAt(page, rampB.Id, nine + 6 * 60_000),
  );
  await expect(
    page.getByRole('status').filter({ hasText: `Reservation ${reservation.ReservationNumber} moved` }),
  ).toBeVisible();
  stored = await readBack(page, reservation.Id);
  expect(stored.ResourceId).toBe(rampB.Id);
  expect(Date.parse(stored.StartUtc)).toBe(nine);

  // Resize by the right edge to 10:30 UTC: three trucks.
  const handle = block.locator('[data-resize-handle]');
  const handleCentre = async () => {
    const hb = (await handle.boundingBox())!;
    return { x: hb.x + hb.width / 2, y: hb.y + hb.height / 2 };
  };
  await drag(page, handleCentre, () => pointAt(page, rampB.Id, nine + 1.5 * HOUR));
  await expect(
    page.getByRole('status').filter({ hasText: `Reservation ${reservation.ReservationNumber} resized` }),
  ).toBeVisible();
  stored = await readBack(page, reservation.Id);
  expect(stored.NumberOfUnits).toBe(3);
  expect(Date.parse(stored.EndUtc)).toBe(nine + 1.5 * HOUR);

  // A clash: another reservation at 11:00–12:00 on ramp B; dragging onto it is flagged before the drop,
  // refused by the service, and the block returns to 09:00.
  const blocker = await page.request.post('/api/reservations', {
    headers: { Origin: E2E_BASE_URL },
    data: {
      ResourceId: rampB.Id,
      Start: new Date(nine + 2 * HOUR).toISOString(),
      UnitId: (stored as unknown as { UnitId: string }).UnitId,
      NumberOfUnits: 2,
    },
  });
  expect(blocker.status()).toBe(201);
  const blockerNumber = ((await blocker.json()) as { reservation: Reservation }).reservation.ReservationNumber;
  await page.reload();
  await expect(block).toBeVisible();
  await drag(
    page,
    () => blockLeftEdge(block),
    () => pointAt(page, rampB.Id, nine + 1.5 * HOUR + 6 * 60_000),
    async () => {
      await expect(page.getByTestId('drag-preview')).toHaveAttribute('data-clash', 'true');
      await expect(page.getByTestId('drag-preview')).toContainText(`Clashes with reservation ${blockerNumber}`);
    },
  );
  await expect(page.getByRole('alert').filter({ hasText: 'was refused' })).toContainText(blockerNumber);
  await expect(block).toHaveAccessibleName(
    new RegExp(
      `Reservation ${reservation.ReservationNumber}, ` +
        `${new Date(nine).toLocaleTimeString('en-GB', {
          timeZone: 'Europe/Prague',
          hour: '2-digit',
          minute: '2-digit',
        })}–`,
    ),
  );
  stored = await readBack(page, reservation.Id);
  expect(Date.parse(stored.StartUtc)).toBe(nine);
  expect(stored.ResourceId).toBe(rampB.Id);

  // Opening hours: at the 60-minute zoom, a move to 21:00 Prague would end after 22:00; the service answers 422.
  await page.getByLabel('Zoom').selectOption('60');
  await expect(page).toHaveURL(/zoom=60/);
  await expect(page.getByTestId('schedule-rows')).toHaveAttribute('data-px-per-minute', String(56 / 60));
  await pointAt(page, rampB.Id, nine - HOUR);
  await drag(
    page,
    () => blockLeftEdge(block),
    () => pointAt(page, rampB.Id, nine + 11 * HOUR + 6 * 60_000, false),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'was refused' })).toContainText(/opening hours/i);
  stored = await readBack(page, reservation.Id);
  expect(Date.parse(stored.StartUtc)).toBe(nine);
  await expect(block).toHaveAccessibleName(
    new RegExp(
      `Reservation ${reservation.ReservationNumber}, ` +
        `${new Date(nine).toLocaleTimeString('en-GB', {
          timeZone: 'Europe/Prague',
          hour: '2-digit',
          minute: '2-digit',
        })}–`,
    ),
  );
  await page.getByLabel('Zoom').selectOption('30');
  await expect(page).toHaveURL(/zoom=30/);
  await expect(page.getByTestId('schedule-rows')).toHaveAttribute('data-px-per-minute', String(56 / 30));

  // Note and a custom field through the OData Patch route.
  await block.click();
  const note = page.getByRole('form', { name: 'Note and custom fields' });
  await note.getByLabel('Note', { exact: true }).fill('Gate 3, call ahead');
  await note.getByText('Custom fields', { exact: true }).click();
  await note.getByLabel('Custom text 1', { exact: true }).fill('PO-778');
  await note.getByRole('button', { name: 'Save note and fields' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Note of reservation ${reservation.ReservationNumber} saved` }),
  ).toBeVisible();
  stored = await readBack(page, reservation.Id);
  expect(stored.Note).toBe('Gate 3, call ahead');
  expect(stored.ExtCustomFieldVarchar1).toBe('PO-778');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: /Reservation / })).toHaveCount(0);

  // Move back to ramp A, then undo: the service has it on ramp B again.
  await drag(
    page,
    () => blockLeftEdge(block),
    () => pointAt(page, rampA.Id, nine + 6 * 60_000),
  );
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toBeVisible();
  expect((await readBack(page, reservation.Id)).ResourceId).toBe(rampA.Id);
  await page.getByRole('button', { name: 'Undo move' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'undone' })).toBeVisible();
  stored = await readBack(page, reservation.Id);
  expect(stored.ResourceId).toBe(rampB.Id);
  expect(Date.parse(stored.StartUtc)).toBe(nine);
});
