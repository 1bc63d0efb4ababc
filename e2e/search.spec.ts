import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { loadSite, openDay } from './support/demo-site';
import { emulatorGet, emulatorSend } from './support/emulator';
import { E2E_BASE_URL, E2E_EMULATOR_URL } from './support/stack';

// Reservation search from the header: a plate typed with other spacing and case finds a reservation three weeks
// ahead, which opens on the grid; a deleted one is found and marked deleted; a viewer searches too; nobody signed out.
test.use({ storageState: storageStateOf('planner'), timezoneId: 'Europe/Prague' });

interface Reservation {
  Id: string;
  ReservationNumber: string;
  StartUtc: string;
}
interface SearchAnswer {
  hits: { id: string; number: string; deletedAt: string | null }[];
}

// Q and X never appear in the demo's plates: these find only this run's reservations.
const digits = String(randomInt(1000, 9999));
const PLATE = `8QX ${digits}`;
const GONE_PLATE = `7XQ ${digits}`;

let ahead: Reservation;
let gone: Reservation;

/** What Slotboard's search answers for `q`, as the signed-in caller of `request`. */
async function search(request: APIRequestContext, q: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('planner') });
  const { request } = context;
  const brno = (await loadSite(request)).branch('BRN');
  const units = await emulatorGet<{ value: { Id: string; UnitName: string }[] }>(request, '/odata/v1/demo/Unit');
  const truck = units.value.find((u) => u.UnitName === 'Truck')!.Id;
  // Made at the service by another system: Slotboard learns of them from the webhook only. Three weeks ahead and
  // past the demo data's days, on a ramp no other spec books; a worker that starts again after a failure books the
  // next free hour of that day.
  const day = openDay(brno.office, 23);
  const book = async (plate: string) => {
    for (let hour = 6; hour < 20; hour++) {
      try {
        return await emulatorSend<Reservation>(request, 'POST', '/v3/demo/Reservations', {
          ResourceId: brno.ramps[7]!.Id,
          Start: `${day}T${String(hour).padStart(2, '0')}:00:00Z`,
          UnitId: truck,
          NumberOfUnits: 1,
          Carrier: 'Search Spec Haulage',
          VehicleNumberPlate: plate,
          CarrierDriverFullName: 'Šárka Hledaná',
        });
      } catch (error) {
        if (!/answered 409/.test(String(error))) throw error;
      }
    }
    throw new Error(`no free hour on ${day} at ${brno.ramps[7]!.ShortName}`);
  };
  ahead = await book(PLATE);
  gone = await book(GONE_PLATE);
  await expect
    .poll(async () => (await search(request, PLATE)).hits.map((h) => h.id), {
      message: 'the webhook should bring the reservation into the mirror',
      timeout: 30_000,
    })
    .toContain(ahead.Id);
  await expect
    .poll(async () => (await search(request, GONE_PLATE)).hits.map((h) => h.id), { timeout: 30_000 })
    .toContain(gone.Id);
  const deleted = await request.delete(`${E2E_EMULATOR_URL}/_emulator/reservations/${gone.Id}`);
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await expect
    .poll(async () => (await search(request, GONE_PLATE)).hits.find((h) => h.id === gone.Id)?.deletedAt ?? null, {
      message: 'the deletion should reach the mirror by its webhook',
      timeout: 30_000,
    })
    .not.toBeNull();
  await context.close();
});

test(
  'a planner types a plate with other spacing and case, finds it three weeks ahead and opens it on the ' + 'grid',
  async ({ page }) => {
    await page.goto('/orders');
    // "/" jumps to the search box from anywhere on the page.
    await page.locator('body').press('/');
    const box = page.getByRole('combobox', { name: 'Search reservations' });
    await expect(box).toBeFocused();
    await box.fill(`8qx-${digits.slice(0, 2)} ${digits.slice(2)}`);
    const hit = page.getByRole('option').filter({ hasText: ahead.ReservationNumber });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(PLATE);
    await expect(hit).toContainText('Search Spec Haulage');
    // Its day in Brno's zone, three weeks and more from today.
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(Date.parse(ahead.StartUtc));
    await expect(hit).toContainText(day);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/schedule\\?.*open=${ahead.Id}`));
    await expect(page.getByRole('complementary', { name: `Reservation ${ahead.ReservationNumber}` })).toBeVisible();
    // The grid shows its day, with its block selected.
    await expect(page.locator(`button[data-reservation-id="${ahead.Id}"]`)).toHaveAttribute('aria-pressed', 'true');
  },
);

test('a deleted reservation is found and marked deleted, on the list and on the page of every result', async ({
  page,
}) => {
  await page.goto('/schedule');
  const box = page.getByRole('combobox', { name: 'Search reservations' });
  await box.fill(GONE_PLATE.toLowerCase().replace(' ', ''));
  const hit = page.getByRole('option').filter({ hasText: gone.ReservationNumber });
  await expect(hit).toContainText('Deleted');
  await page.getByRole('option', { name: /All results for/ }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const row = page.getByRole('link').filter({ hasText: gone.ReservationNumber });
  await expect(row).toContainText('Deleted');
  await row.click();
  // A deleted reservation is no longer on the schedule: it opens in the deleted-reservation audit.
  await expect(page).toHaveURL(new RegExp(`/deleted\\?q=${gone.ReservationNumber}`));
  await expect(page.locator('main table').getByText(gone.ReservationNumber)).toBeVisible();
  await expect(page.locator('main table')).toContainText(GONE_PLATE);
});

test('too little typed says how much is needed, and nothing found says so', async ({ page }) => {
  await page.goto('/search?q=a%25');
  await expect(page.getByText('Search: type at least 3 letters or digits')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for' }).fill(`zzq${digits}zz`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`No reservation matches “zzq${digits}zz”`)).toBeVisible();
});

test.describe('as a viewer', () => {
  test.use({ storageState: storageStateOf('viewer') });
  test('a viewer searches and sees the reservation', async ({ page }) => {
    await page.goto('/deleted');
    await page.getByRole('combobox', { name: 'Search reservations' }).fill(PLATE);
    await expect(page.getByRole('option').filter({ hasText: ahead.ReservationNumber })).toBeVisible();
  });
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('nothing leaks to a signed-out caller', async ({ page, request }) => {
    const response = await request.get(`${E2E_BASE_URL}/api/search?q=${encodeURIComponent(PLATE)}`);
    expect(response.status()).toBe(401);
    const body = await response.text();
    expect(body).not.toContain(ahead.ReservationNumber);
    expect(body).not.toContain(digits);
    await page.goto('/search?q=8qx');
    await expect(page).toHaveURL(/\/login/);
  });
});
