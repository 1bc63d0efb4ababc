import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { loadSite, openDay } from './support/demo-site';
import { emulatorGet, emulatorSend } from './support/emulator';
import { addCompanyInForm, addOrderInForm } from './support/order-forms';
import { E2E_BASE_URL, E2E_ERP_B_EMULATOR_URL as ERP_B_URL } from './support/stack';

// The order cart over a second ERP's OData shape: the stack's second emulator, serving --odata-shape erp-b (other
// names, a supplier's name on the order, the delivery date as a DateTimeOffset, no contains, tolower, in, $count or
// $skip) becomes the active Sandbox connection. The cart lists, searches (exactly), pages (by next-page links) and
// converts its orders; an admin unmaps a field and the cart says which feature is off and why. Its own project, after
// the others that use the Emulator connection, which it makes active again at the end.
const ZONE = 'Europe/Prague';
test.use({ timezoneId: ZONE, viewport: { width: 1400, height: 950 } });
test.describe.configure({ mode: 'serial' });

/** An admin's change through the API, from the page's origin as the forms send it. */
async function adminCall(request: APIRequestContext, method: string, url: string, data: unknown) {
  const response = await request.fetch(url, { method, headers: { origin: E2E_BASE_URL }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
}

/**
 * The Sandbox connection at the erp-b emulator, with the Emulator connection's zones and units, made active (or back).
 */
async function useSandbox(browser: Browser, on: boolean) {
  const admin = await browser.newContext({ storageState: storageStateOf('admin') });
  if (on) {
    const overview = (await (await admin.request.get('/api/admin/connection')).json()) as {
      environments: { environment: string; units: unknown[]; branchTimeZones: unknown }[];
    };
    const emulator = overview.environments.find((e) => e.environment === 'emulator')!;
    await adminCall(admin.request, 'PUT', '/api/admin/connection/sandbox', {
      baseUrl: ERP_B_URL,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      webhookSecrets: { removeIds: [] },
      units: emulator.units,
      branchTimeZones: emulator.branchTimeZones,
    });
  }
  await adminCall(admin.request, 'POST', '/api/admin/connection/active', { environment: on ? 'sandbox' : 'emulator' });
  await admin.close();
}

test.beforeAll(({ browser }) => useSandbox(browser, true));
test.afterAll(({ browser }) => useSandbox(browser, false));

interface ErpBOrder {
  Id: string;
  OrderNo: string;
  SupplierName: string;
  ExistsInReservation: boolean;
  ReservationId: string | null;
}

test('over the erp-b shape the cart lists, searches, pages and converts orders', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ storageState: storageStateOf('planner') });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const brno = (await loadSite(page.request)).branch('BRN');
  const ramp = brno.ramps[2]!;
  const day = openDay(brno.office, 60);
  const erp = <T>(method: string, url: string, body?: unknown) =>
    emulatorSend<T>(page.request, method, `/odata/v1/demo/${url}`, body, ERP_B_URL);

  // The planner adds a supplier and an order with two rows through the forms; the ERP sends 27 more of that supplier.
  const supplierName = `Erp B Supplier ${stamp}`;
  await addCompanyInForm(page, supplierName);
  const number = (suffix: string) => `PO-EB-${stamp}-${suffix}`;
  await addOrderInForm(page, {
    number: number('A'),
    supplier: supplierName,
    delivery: day,
    rows: [
      ['GL-100', '4', 'PAL'],
      ['FD-220', '3', 'CS'],
    ],
  });
  const b = await erp<ErpBOrder>('POST', 'Order', {
    OrderNo: number('B'),
    SupplierName: supplierName,
    DeliveryDateUtc: `${day}T00:00:00Z`,
  });
  await erp('POST', 'OrderRow', { OrderId: b.Id, ArticleNo: 'PP-040', Qty: 2, Uom: 'PAL' });
  for (let i = 1; i <= 26; i++)
    await erp('POST', 'Order', {
      OrderNo: number(`P${String(i).padStart(2, '0')}`),
      SupplierName: supplierName,
      DeliveryDateUtc: `${day}T00:00:00Z`,
    });
  const [a] = (
    await emulatorGet<{ value: ErpBOrder[] }>(
      page.request,
      `/odata/v1/demo/Order?$filter=${encodeURIComponent(`OrderNo eq '${number('A')}'`)}`,
      ERP_B_URL,
    )
  ).value;
  expect(a).toMatchObject({ SupplierName: supplierName });

  // Listed by the supplier, 25 a page: the service gives no total, so the status says the range alone.
  await page.goto('/orders?pageSize=25&sort=number');
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: supplierName });
  const cart = page.getByRole('table', { name: 'Order cart' });
  await expect(page.getByRole('status').filter({ hasText: /^1–25 orders$/ })).toBeVisible();
  await expect(cart.getByRole('rowheader')).toHaveCount(25);
  await expect(cart.getByRole('rowheader').first()).toHaveText(number('A'));
  await expect(cart.locator('tr', { has: page.getByRole('rowheader', { name: number('A') }) })).toContainText(
    supplierName,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^26–28 orders$/ })).toBeVisible();
  await expect(cart.getByRole('rowheader')).toHaveText([number('P24'), number('P25'), number('P26')]);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Searching is exact on this service (it refuses contains): a whole number finds its order, a part of it none.
  await page.goto('/orders');
  const search = page.getByLabel('Search', { exact: true });
  await search.fill(`PO-EB-${stamp}`);
  await expect(page.getByText('No order matches.')).toBeVisible();
  await search.fill(supplierName);
  await expect(page.getByRole('status').filter({ hasText: /^1–28 orders$/ })).toBeVisible();
  for (const order of [a!, b]) {
    await search.fill(order.OrderNo);
    await expect(cart.getByRole('rowheader')).toHaveText([order.OrderNo]);
    await page.getByRole('checkbox', { name: `Select order ${order.OrderNo}` }).check();
  }
  const selection = page.getByRole('region', { name: 'Selected orders' });
  await expect(selection).toContainText(`2 orders selected: ${a!.OrderNo}, ${b.OrderNo}`);
  await selection.getByRole('button', { name: 'Create reservation' }).click();

  // The unit proposed from the rows (Uom on this service): 4 + 2 pallets.
  const form = page.getByRole('form', { name: 'Create reservation from orders' });
  await expect(form.getByText('6 PAL in the order rows')).toBeVisible();
  await expect(form.getByLabel('Number of units')).toHaveValue('6');
  await form.getByLabel('Ramp').selectOption(ramp.Id);
  await form.getByLabel('Start (Europe/Prague)').fill(`${day}T10:00`);
  await form.getByLabel('Vehicle plate').fill(`EB ${stamp}`);
  await form.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Reservation \S+ created from orders/ })).toContainText(
    `${a!.OrderNo}, ${b.OrderNo}`,
  );

  // At the erp-b service: both orders in one reservation, which names them.
  const [atA, atB] = [await erp<ErpBOrder>('GET', `Order(${a!.Id})`), await erp<ErpBOrder>('GET', `Order(${b.Id})`)];
  expect([atA.ExistsInReservation, atB.ExistsInReservation]).toEqual([true, true]);
  expect(atB.ReservationId).toBe(atA.ReservationId);
  const reservation = await emulatorGet<{ OrderNumbers: string; SupplierNames: string }>(
    page.request,
    `/v3/demo/Reservations/${atA.ReservationId}`,
    ERP_B_URL,
  );
  expect(reservation.OrderNumbers.split(', ').sort()).toEqual([a!.OrderNo, b.OrderNo]);
  expect(reservation.SupplierNames).toBe(supplierName);
  await context.close();
});

test('with a field unmapped, the cart says which feature is off and why', async ({ browser }) => {
  const adminContext = await browser.newContext({ storageState: storageStateOf('admin') });
  const admin = await adminContext.newPage();
  const plannerContext = await browser.newContext({ storageState: storageStateOf('planner') });
  const planner = await plannerContext.newPage();
  const sentence =
    'Filtering and sorting by delivery date are off: the service’s orders have no delivery date field ' +
    '(Order.DeliveryDate).';

  await planner.goto('/orders');
  await expect(planner.getByRole('table', { name: 'Order cart' })).toBeVisible();
  await expect(planner.getByText(sentence)).toHaveCount(0);
  await expect(planner.getByLabel('Delivery from')).toBeVisible();

  // The admin finds the field in the service's metadata, and leaves it unmapped.
  await admin.goto('/admin/connection');
  await admin.getByRole('tab', { name: /Sandbox/ }).click();
  const fields = admin.getByRole('form', { name: 'Order fields' });
  const delivery = fields.getByLabel('Service property for Order.DeliveryDate');
  await expect(delivery.locator('option:checked')).toHaveText('Found in metadata: DeliveryDateUtc');
  await delivery.selectOption({ label: 'Not mapped (feature off)' });
  await fields.getByRole('button', { name: 'Save order fields' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Order fields saved.' })).toBeVisible();
  await expect(admin.getByRole('form', { name: 'Order fields' }).getByRole('note')).toContainText(sentence);

  // The cart says so in one sentence, with what to do, and offers no delivery filter or sort; it still lists.
  await planner.reload();
  const note = planner.getByRole('note', { name: 'Features the service’s order fields switch off' });
  await expect(note).toContainText(sentence);
  await expect(note).toContainText('An administrator can map these fields in Admin → Service connection.');
  await expect(planner.getByLabel('Delivery from')).toHaveCount(0);
  await expect(planner.getByRole('columnheader', { name: 'Delivery' }).getByRole('button')).toHaveCount(0);
  await expect(planner.getByRole('table', { name: 'Order cart' }).getByRole('rowheader').first()).toBeVisible();

  // Following the metadata again brings it back.
  await admin
    .getByRole('form', { name: 'Order fields' })
    .getByLabel('Service property for Order.DeliveryDate')
    .selectOption({ label: 'As the metadata says' });
  await admin.getByRole('form', { name: 'Order fields' }).getByRole('button', { name: 'Save order fields' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Order fields saved.' })).toBeVisible();
  await planner.reload();
  await expect(planner.getByLabel('Delivery from')).toBeVisible();
  await expect(planner.getByRole('note', { name: 'Features the service’s order fields switch off' })).toHaveCount(0);
  await adminContext.close();
  await plannerContext.close();
});
