import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { emulatorGet } from './support/emulator';
import { addCompanyInForm, addOrderInForm } from './support/order-forms';
import { E2E_BASE_URL } from './support/stack';

test.use({ storageState: storageStateOf('planner') });

// The order cart against the emulator: a planner adds a company, an order with two rows, finds it by a
// supplier's name holding an apostrophe, and every write is confirmed at the emulator; a viewer changes nothing.

interface ODataList<T> {
  value: T[];
}
interface Order {
  Id: string;
  OrderNumber: string;
  SupplierId: string;
  ExistsInReservation: boolean;
}

test('a planner adds a company and an order with two rows, then finds it by the supplier name', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('planner') });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  const companyName = `O'Neill & Dvořák ${stamp}`;
  const orderNumber = `PO-E2E-${stamp}`;

  // The company, named with an apostrophe and an ampersand, and an order for it with two rows.
  await addCompanyInForm(page, companyName);
  await addOrderInForm(page, {
    number: orderNumber,
    supplier: companyName,
    delivery: '2027-03-15',
    rows: [
      ['GL-100', '4', ''],
      ['FD-220', '2.5', ''],
    ],
  });

  // Found by part of the supplier's name, apostrophe included; it is in the cart.
  await page.getByLabel('Search', { exact: true }).fill(`o'neill & dvořák ${stamp}`);
  const cart = page.getByRole('table', { name: 'Order cart' });
  const row = cart.locator('tr', { has: page.getByRole('rowheader', { name: orderNumber }) });
  await expect(row).toBeVisible();
  await expect(cart.getByRole('rowheader')).toHaveCount(1);
  await expect(row).toContainText(companyName);
  await expect(row).toContainText('15 Mar 2027');
  await expect(page).toHaveURL(/search=/);

  // The sums of its two rows (cells: selection box, expander, supplier, delivery, then rows and quantity).
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  await expect(row.getByRole('cell').nth(5)).toHaveText('6.5');

  // A search that finds nothing offers to clear itself, and clearing empties the box too.
  await page.getByLabel('Search', { exact: true }).fill(`nothing-has-this-${stamp}`);
  await page.getByRole('button', { name: 'Clear the search and filters' }).click();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  await expect(page).not.toHaveURL(/search=/);
  await page.getByLabel('Search', { exact: true }).fill(orderNumber);
  await expect(cart.getByRole('rowheader')).toHaveCount(1);

  // At the emulator: the order, its supplier, its two rows.
  const companies = await emulatorGet<ODataList<{ Id: string; CompanyName: string; CountryCode: string }>>(
    page.request,
    `/odata/v1/demo/Company?$filter=${encodeURIComponent(`CompanyName eq '${companyName.replace(/'/g, "''")}'`)}`,
  );
  expect(companies.value).toMatchObject([{ CompanyName: companyName, CountryCode: 'CZ' }]);
  const orders = await emulatorGet<ODataList<Order>>(
    page.request,
    `/odata/v1/demo/Order?$filter=${encodeURIComponent(`OrderNumber eq '${orderNumber}'`)}`,
  );
  expect(orders.value).toMatchObject([{ SupplierId: companies.value[0]!.Id, ExistsInReservation: false }]);
  const rows = await emulatorGet<ODataList<{ ItemCode: string; Quantity: number }>>(
    page.request,
    `/odata/v1/demo/OrderRow?$filter=${encodeURIComponent(`OrderId eq ${orders.value[0]!.Id}`)}`,
  );
  expect(rows.value.map((r) => [r.ItemCode, r.Quantity])).toEqual([
    ['GL-100', 4],
    ['FD-220', 2.5],
  ]);

  // Deleting asks first; cancelled, nothing changes.
  await row.getByRole('button', { name: `Delete order ${orderNumber}` }).click();
  await page
    .getByRole('dialog', { name: `Delete order ${orderNumber}?` })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(row).toBeVisible();

  // A company that orders name is refused, with the service's reason; once its order is gone, it can go.
  await page.goto('/orders/companies');
  await page.getByRole('button', { name: `Delete ${companyName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${companyName}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: `${companyName} was not deleted` })).toBeVisible();
  await page.goto(`/orders?search=${encodeURIComponent(orderNumber)}`);
  await page.getByRole('button', { name: `Delete order ${orderNumber}` }).click();
  await page
    .getByRole('dialog', { name: `Delete order ${orderNumber}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} deleted.` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order cart' }).getByRole('rowheader')).toHaveCount(0);
  expect(
    (
      await emulatorGet<ODataList<Order>>(
        page.request,
        `/odata/v1/demo/Order?$filter=${encodeURIComponent(`OrderNumber eq '${orderNumber}'`)}`,
      )
    ).value,
  ).toEqual([]);
  await page.goto('/orders/companies');
  await page.getByRole('button', { name: `Delete ${companyName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${companyName}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${companyName} deleted.` })).toBeVisible();
  expect(
    (
      await emulatorGet<ODataList<unknown>>(
        page.request,
        `/odata/v1/demo/Company?$filter=${encodeURIComponent(`CompanyName eq '${companyName.replace(/'/g, "''")}'`)}`,
      )
    ).value,
  ).toEqual([]);
  await context.close();
});

test('the cart pages through orders at the service, sorted by a column', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('viewer') });
  const page = await context.newPage();
  // Ascending: the orders other specs create meanwhile (PO-CV-…, after every PO-1…) join the end, not these pages.
  await page.goto('/orders?all=1&pageSize=25&sort=number&dir=asc');
  const cart = page.getByRole('table', { name: 'Orders' });
  await expect(cart.getByRole('rowheader').first()).toBeVisible();
  // The demo holds an order or two per reservation: thousands, far more than a page.
  await expect(cart.getByRole('rowheader')).toHaveCount(25);
  const firstPage = await cart.getByRole('rowheader').allInnerTexts();
  // Ascending by number, as the column header says.
  await expect(cart.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'ascending');
  const numbers = firstPage.map((t) =>
    t
      .split('\n')[0]!
      .replace(/in a reservation$/, '')
      .trim(),
  );
  expect(numbers).toEqual([...numbers].sort());
  const status = page.getByRole('navigation', { name: 'Pages' }).getByRole('status');
  await expect(status).toContainText(/^1–\d+ of [\d,]+ orders$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toContainText(/^26–50 of/);
  const secondPage = await cart.getByRole('rowheader').allInnerTexts();
  expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);
  await expect(page).toHaveURL(/page=1/);
  // A viewer sees no write control.
  await expect(page.getByRole('button', { name: 'New order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit order|^Delete order/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the order pages have no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    for (const path of ['/orders', '/orders/companies']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme);
      await expect(page.getByRole('table').first()).toBeVisible();
      // An expanded order adds its rows and its own delete dialog to the page.
      if (path === '/orders') {
        await page
          .getByRole('button', { name: /^Show the rows of order/ })
          .first()
          .click();
        await expect(
          page.getByRole('table', { name: /^Rows of order/ }).or(page.getByText('This order has no rows yet.')),
        ).toBeVisible();
        // And the conversion form, open beside the cart with its free times.
        await page
          .getByRole('checkbox', { name: /^Select order/ })
          .first()
          .check();
        await page
          .getByRole('region', { name: 'Selected orders' })
          .getByRole('button', { name: 'Create reservation' })
          .click();
        await expect(
          page.getByRole('form', { name: 'Create reservation from orders' }).getByRole('group', { name: /^Free at/ }),
        ).toBeVisible();
      }
      // axe skips closed dialogs; their titles are named by id all the same, so every id must be the page's only one.
      const ids = await page.locator('[id]').evaluateAll((nodes) => nodes.map((n) => n.id));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
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
    }
  });
}
