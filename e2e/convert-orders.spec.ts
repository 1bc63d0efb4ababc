import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, storageStateOf } from './support/accounts';
import { loadSite, openDay } from './support/demo-site';
import { emulatorGet, emulatorSend } from './support/emulator';
import { pointAt } from './support/grid-point';
import { addCompanyInForm, addOrderInForm } from './support/order-forms';
import { fromLocalInput, localMidnightUtc } from '../lib/time';

// Orders from the ERP become reservations: two from the cart's form, a third dragged from the order panel onto
// the grid. Every step is confirmed at the emulator; a second browser watches its cart follow, and an order that
// someone else converted meanwhile is refused with the service's reason and nothing changed.
const ZONE = 'Europe/Prague';
test.use({ timezoneId: ZONE, viewport: { width: 1400, height: 950 } });

interface Order {
  Id: string;
  OrderNumber: string;
  ExistsInReservation: boolean;
  ReservationId: string | null;
}
interface Reservation {
  Id: string;
  ReservationNumber: string;
  ResourceId: string;
  StartUtc: string;
  OrderNumbers: string;
  SupplierNames: string;
  UnitId: string;
  NumberOfUnits: number;
  VehicleNumberPlate: string;
}

const orderAt = async (page: Page, id: string) => emulatorGet<Order>(page.request, `/odata/v1/demo/Order(${id})`);

test('orders become reservations from the form and by dragging; other carts follow; a taken order is refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const plannerContext = await browser.newContext({ storageState: storageStateOf('planner') });
  const watcherContext = await browser.newContext({ storageState: storageStateOf('admin') });
  const page = await plannerContext.newPage();
  const watcher = await watcherContext.newPage();
  const stamp = Date.now().toString(36);
  const brno = (await loadSite(page.request)).branch('BRN');
  const [formRamp, dragRamp, refusedRamp] = [brno.ramps[3]!, brno.ramps[4]!, brno.ramps[5]!];
  const day = openDay(brno.office, 45);

  // The planner adds a supplier whose name holds an apostrophe and an order for it with two rows; the ERP sends two
  // more orders for it.
  const supplierName = `O'Brien & Søn ${stamp}`;
  await addCompanyInForm(page, supplierName);
  await addOrderInForm(page, {
    number: `PO-CV-${stamp}-A`,
    supplier: supplierName,
    delivery: day,
    rows: [
      ['GL-100', '4', 'PAL'],
      ['FD-220', '3', 'CS'],
    ],
  });
  const odata = <T>(set: string, filter: string) =>
    emulatorGet<{ value: T[] }>(page.request, `/odata/v1/demo/${set}?$filter=${encodeURIComponent(filter)}`).then(
      (r) => r.value[0]!,
    );
  const supplier = await odata<{ Id: string }>('Company', `CompanyName eq '${supplierName.replace(/'/g, "''")}'`);
  const a = await odata<Order>('Order', `OrderNumber eq 'PO-CV-${stamp}-A'`);
  const makeOrder = async (suffix: string, rows: [string, number, string][]) => {
    const order = await emulatorSend<Order>(page.request, 'POST', '/odata/v1/demo/Order', {
      OrderNumber: `PO-CV-${stamp}-${suffix}`,
      SupplierId: supplier.Id,
      DeliveryDate: day,
    });
    for (const [ItemCode, Quantity, UnitOfMeasure] of rows)
      await emulatorSend(page.request, 'POST', '/odata/v1/demo/OrderRow', {
        OrderId: order.Id,
        ItemCode,
        Quantity,
        UnitOfMeasure,
      });
    return order;
  };
  const b = await makeOrder('B', [['PP-040', 2, 'PAL']]);
  const c = await makeOrder('C', [['EL-710', 5, 'BOX']]);

  // The form's ramp holds 06:00–07:00 and 21:00–22:00 that day: the branch works at least 06:00–22:00, and the
  // first free time is 07:00 whatever today's demo data holds.
  const units = (await (await page.request.get('/api/units')).json()) as { units: { id: string; name: string }[] };
  const unitId = (name: string) => units.units.find((u) => u.name === name)!.id;
  const at = (time: string) => fromLocalInput(`${day}T${time}`, ZONE);
  for (const time of ['06:00', '21:00']) {
    await emulatorSend(page.request, 'POST', '/v3/demo/Reservations', {
      ResourceId: formRamp.Id,
      Start: new Date(at(time)).toISOString(),
      UnitId: unitId('Truck'),
      NumberOfUnits: 2,
    });
  }

  // A second browser watches the cart.
  await watcher.goto(`/orders?search=${encodeURIComponent(`PO-CV-${stamp}`)}`);
  const watchedCart = watcher.getByRole('table', { name: 'Order cart' });
  await expect(watchedCart.getByRole('rowheader')).toHaveCount(3);

  // The planner finds the orders by the supplier's name, apostrophe and ampersand included, and ticks two.
  await page.getByLabel('Search', { exact: true }).fill(`o'brien & søn ${stamp}`);
  const cart = page.getByRole('table', { name: 'Order cart' });
  await expect(cart.getByRole('rowheader')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Select order ${a.OrderNumber}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${b.OrderNumber}` }).check();
  const selection = page.getByRole('region', { name: 'Selected orders' });
  await expect(selection).toContainText(`2 orders selected: ${a.OrderNumber}, ${b.OrderNumber}`);
  await selection.getByRole('button', { name: 'Create reservation' }).click();

  // The form proposes the unit the rows name: 4 + 2 pallets.
  const form = page.getByRole('form', { name: 'Create reservation from orders' });
  await expect(form.getByText('6 PAL in the order rows')).toBeVisible();
  await expect(form.getByLabel('Unit', { exact: true })).toHaveValue(unitId('Pallet'));
  await expect(form.getByLabel('Number of units')).toHaveValue('6');
  await form.getByLabel('Ramp').selectOption(formRamp.Id);
  await form.getByLabel('Start (Europe/Prague)').fill(`${day}T05:00`);
  // Free times of that ramp that day, within the hours the branch works; the first is taken.
  const free = form.getByRole('list', { name: 'Free times' }).getByRole('button');
  await expect(free.first()).toHaveText(/^07:00/);
  await free.first().click();
  await expect(form.getByLabel('Start (Europe/Prague)')).toHaveValue(`${day}T07:00`);
  await form.getByLabel('Vehicle plate').fill(`CV ${stamp}`);
  // The cart's own refetch is held back: the orders must leave on the answer of the conversion alone.
  await page.route('**/api/orders?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => undefined);
  });
  await form.getByRole('button', { name: 'Create reservation' }).click();

  // The two orders leave the cart at once, here and in the other browser (with who did it).
  const done = page.getByRole('status').filter({ hasText: /^Reservation \S+ created from orders/ });
  await expect(done).toContainText(`${a.OrderNumber}, ${b.OrderNumber}`);
  await expect(cart.getByRole('rowheader')).toHaveCount(1, { timeout: 3_000 });
  await page.unroute('**/api/orders?*');
  await expect(watchedCart.getByRole('rowheader')).toHaveCount(1);
  await expect(watchedCart.getByRole('rowheader', { name: c.OrderNumber })).toBeVisible();
  await expect(watcher.getByText(`Orders ${a.OrderNumber}, ${b.OrderNumber} left the cart`)).toContainText(
    ACCOUNTS.planner.email,
  );

  // At the emulator: both orders are in one reservation, which carries their numbers, at the chosen slot.
  const [atA, atB] = [await orderAt(page, a.Id), await orderAt(page, b.Id)];
  expect([atA.ExistsInReservation, atB.ExistsInReservation]).toEqual([true, true]);
  expect(atB.ReservationId).toBe(atA.ReservationId);
  const first = await emulatorGet<Reservation>(page.request, `/v3/demo/Reservations/${atA.ReservationId}`);
  expect(first.OrderNumbers.split(', ').sort()).toEqual([a.OrderNumber, b.OrderNumber]);
  expect(first.SupplierNames).toBe(supplierName);
  expect(first.ResourceId.toLowerCase()).toBe(formRamp.Id.toLowerCase());
  expect([Date.parse(first.StartUtc), first.UnitId, first.NumberOfUnits, first.VehicleNumberPlate]).toEqual([
    at('07:00'),
    unitId('Pallet'),
    6,
    `CV ${stamp}`,
  ]);

  // The watcher ticks the third order and opens the form, before the planner drags it onto the grid.
  await watcher.getByRole('checkbox', { name: `Select order ${c.OrderNumber}` }).check();
  await watcher
    .getByRole('region', { name: 'Selected orders' })
    .getByRole('button', { name: 'Create reservation' })
    .click();
  const late = watcher.getByRole('form', { name: 'Create reservation from orders' });
  await expect(late.getByLabel('Ramp')).toBeVisible();

  // The link opens the new reservation on the schedule, highlighted, with its orders linked into the cart.
  await done.getByRole('link', { name: 'Open it on the schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`open=${first.Id}`));
  const panel = page.getByRole('complementary', { name: `Reservation ${first.ReservationNumber}` });
  await expect(panel.getByRole('link', { name: a.OrderNumber })).toHaveAttribute(
    'href',
    `/orders?all=1&search=${encodeURIComponent(a.OrderNumber)}`,
  );
  await expect(page.locator(`[data-reservation-id="${first.Id}"]`)).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: 'Close the panel' }).click();

  // The third order, dragged from the order panel: over the first reservation the drop is flagged, beside it not.
  await page.getByRole('button', { name: 'Show the order cart' }).click();
  const orderPanel = page.getByRole('region', { name: 'Order cart' });
  await orderPanel.getByRole('searchbox', { name: 'Search the order cart' }).fill(c.OrderNumber);
  const item = orderPanel.locator(`[data-order-id="${c.Id}"]`);
  await expect(item).toBeVisible();
  await expect(item).toContainText('1 row');
  const clashAt = await pointAt(page, formRamp.Id, Date.parse(first.StartUtc));
  const dropUtc = at('12:00');
  await item.hover();
  await page.mouse.down();
  await page.mouse.move(clashAt.x, clashAt.y, { steps: 6 });
  await expect(page.getByTestId('drag-preview')).toHaveAttribute('data-clash', 'true');
  await expect(page.getByTestId('drag-preview')).toContainText(`Clashes with reservation ${first.ReservationNumber}`);
  const dropPoint = await pointAt(page, dragRamp.Id, dropUtc);
  await page.mouse.move(dropPoint.x, dropPoint.y, { steps: 6 });
  await expect(page.getByTestId('drag-preview')).toHaveAttribute('data-clash', 'false');
  await page.mouse.up();

  // The same form, at the ramp and time of the drop; one Truck, since no row names a unit.
  const dropped = page.getByRole('form', { name: 'Create reservation from orders' });
  await expect(dropped.getByText('one Truck per order')).toBeVisible();
  await expect(dropped.getByLabel('Ramp')).toHaveValue(dragRamp.Id);
  await expect(dropped.getByLabel('Start (Europe/Prague)')).toHaveValue(`${day}T12:00`);
  await dropped.getByRole('button', { name: 'Create reservation' }).click();
  await expect.poll(async () => (await orderAt(page, c.Id)).ReservationId, { timeout: 15_000 }).not.toBeNull();
  const atC = await orderAt(page, c.Id);
  const second = await emulatorGet<Reservation>(page.request, `/v3/demo/Reservations/${atC.ReservationId}`);
  expect(second.OrderNumbers).toBe(c.OrderNumber);
  expect(second.ResourceId.toLowerCase()).toBe(dragRamp.Id.toLowerCase());
  expect(Date.parse(second.StartUtc)).toBe(dropUtc);
  await expect(page.getByRole('complementary', { name: `Reservation ${second.ReservationNumber}` })).toBeVisible();
  await expect(orderPanel.locator(`[data-order-id="${c.Id}"]`)).toHaveCount(0);

  // The watcher's form was opened before: the service refuses, says why, and nothing changes at the emulator.
  await late.getByLabel('Ramp').selectOption(refusedRamp.Id);
  await late.getByLabel('Start (Europe/Prague)').fill(`${day}T15:00`);
  await late.getByRole('button', { name: 'Create reservation' }).click();
  await expect(late.getByRole('alert')).toContainText(`${c.OrderNumber} (reservation ${second.ReservationNumber})`);
  expect((await orderAt(page, c.Id)).ReservationId).toBe(second.Id);
  // That day on the three ramps: the two seeded and the first conversion, the dragged one, and nothing refused.
  const theDay =
    `StartUtc ge ${new Date(localMidnightUtc(day, ZONE)).toISOString()} and StartUtc lt ` +
    `${new Date(localMidnightUtc(day, ZONE, 1)).toISOString()}`;
  const onDay = await emulatorGet<Reservation[]>(
    page.request,
    `/v3/demo/Reservations?$filter=${encodeURIComponent(theDay)}&$top=1000`,
  );
  const onRamp = (ramp: { Id: string }) =>
    onDay.filter((r) => r.ResourceId.toLowerCase() === ramp.Id.toLowerCase()).length;
  expect([onRamp(formRamp), onRamp(dragRamp), onRamp(refusedRamp)]).toEqual([3, 1, 0]);
  await expect(watchedCart.getByRole('rowheader')).toHaveCount(0);

  await plannerContext.close();
  await watcherContext.close();
});
