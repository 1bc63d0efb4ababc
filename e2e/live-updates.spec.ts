import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { loadSite, openDay, type Ramp } from './support/demo-site';
import { emulatorGet, emulatorSend } from './support/emulator';

// Changes made elsewhere reach an open grid by themselves: from another system through the service's signed
// webhooks, and from another planner through Slotboard. Every step is confirmed at the emulator too.
test.use({ timezoneId: 'Europe/Prague', viewport: { width: 1400, height: 950 } });

interface Reservation {
  Id: string;
  ReservationNumber: string;
  ResourceId: string;
  StartUtc: string;
  VehicleNumberPlate: string;
  CarrierDriverFullName: string;
}

async function openGrid(page: Page, day: string, ramp: Ramp) {
  await page.goto(`/schedule?date=${day}&view=day&branch=${ramp.BranchOfficeId}&zoom=60`);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(page.locator(`[data-ramp-id="${ramp.Id}"]`)).toBeVisible();
}

test('changes made elsewhere appear in place, flash, are in the history, and warn a planner who is editing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const planner = await browser.newContext({ storageState: storageStateOf('planner') });
  const admin = await browser.newContext({ storageState: storageStateOf('admin') });
  const page = await planner.newPage();
  const other = await admin.newPage();

  const brno = (await loadSite(page.request)).branch('BRN');
  const ramp = brno.ramps[7]!;
  const units = await emulatorGet<{ value: { Id: string; UnitName: string }[] }>(page.request, '/odata/v1/demo/Unit');
  const truck = units.value.find((u) => u.UnitName === 'Truck')!;
  const day = openDay(brno.office, 75);
  await openGrid(page, day, ramp);

  // Another system books a slot at the service: the block appears without a reload.
  const created = await emulatorSend<Reservation>(page.request, 'POST', '/v3/demo/Reservations', {
    ResourceId: ramp.Id,
    Start: `${day}T08:00:00Z`,
    UnitId: truck.Id,
    NumberOfUnits: 2,
    Carrier: 'Live Freight',
    VehicleNumberPlate: 'LIVE-1',
  });
  const block = page.locator(`[data-reservation-id="${created.Id}"]`);
  await expect(block).toBeVisible({ timeout: 15_000 });
  await expect(block).toHaveAttribute('aria-label', /Live Freight/);

  // It changes at the service (plates): the block updates in place and flashes.
  await emulatorSend(page.request, 'PUT', `/v3/demo/Reservations/${created.Id}`, { VehicleNumberPlate: 'LIVE-2' });
  await expect(block).toHaveAttribute('data-flashing', 'true', { timeout: 15_000 });
  await expect(block).toHaveAttribute('aria-label', /LIVE-2/);

  // The panel's history lists the change, field by field.
  await block.click();
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history.getByText('Vehicle Number Plate: LIVE-1 → LIVE-2')).toBeVisible();
  await expect(history).toContainText('Changed at the service (reservation.');

  // The planner starts typing a driver; meanwhile an admin changes the plates through Slotboard in another browser.
  const edit = page.getByRole('form', { name: 'Edit reservation' });
  await edit.getByLabel('Driver', { exact: true }).fill('Jana Live');
  await openGrid(other, day, ramp);
  await other.locator(`[data-reservation-id="${created.Id}"]`).click();
  const otherEdit = other.getByRole('form', { name: 'Edit reservation' });
  await otherEdit.getByLabel('Vehicle plate', { exact: true }).fill('LIVE-3');
  await otherEdit.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('status').filter({ hasText: /saved/ })).toBeVisible();

  // The planner is told before saving, by whom, and what changed; the typed driver is still there.
  const warning = page.getByRole('status').filter({ hasText: 'Changed elsewhere while you were editing' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText('admin@example.com');
  await expect(warning).toContainText('Vehicle Number Plate');
  await expect(edit.getByLabel('Driver', { exact: true })).toHaveValue('Jana Live');

  // Saving sends only the driver: the admin's plates stay.
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(warning).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await emulatorGet<Reservation>(page.request, `/v3/demo/Reservations/${created.Id}`)).CarrierDriverFullName,
    )
    .toBe('Jana Live');
  expect((await emulatorGet<Reservation>(page.request, `/v3/demo/Reservations/${created.Id}`)).VehicleNumberPlate).toBe(
    'LIVE-3',
  );
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Changed in Slotboard by Demo Admin (admin@example.com)' }),
  ).toBeVisible();
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Changed in Slotboard by Demo Planner (planner@example.com)' }),
  ).toContainText('Carrier Driver Full Name: — → Jana Live');

  // Deleted at the service: it leaves the admin's open grid, and the planner's panel says so.
  await emulatorSend(page.request, 'DELETE', `/_emulator/reservations/${created.Id}`);
  await expect(other.locator(`[data-reservation-id="${created.Id}"]`)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Someone outside Slotboard deleted this reservation')).toBeVisible();

  await planner.close();
  await admin.close();
});
