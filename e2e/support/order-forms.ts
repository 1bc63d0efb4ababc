import { expect, type Page } from '@playwright/test';

// Adding a company and an order through the cart's forms, as a planner does, each form first refusing what is
// missing with a message naming the field.

export async function addCompanyInForm(page: Page, name: string) {
  await page.goto('/orders/companies');
  await page.getByRole('button', { name: 'New company' }).click();
  const form = page.getByRole('form', { name: 'New company' });
  await form.getByLabel('Country code').fill('Czechia');
  await form.getByRole('button', { name: 'Add company' }).click();
  await expect(form.getByText('enter the company name', { exact: true })).toBeVisible();
  await form.getByLabel('Company name').fill(name);
  await form.getByLabel('Country code').fill('CZ');
  await form.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} added.` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader', { name: name })).toBeVisible();
}

/**
 * The order, then its rows (item code, quantity, unit of measure) under it, expanded in the cart found by its number.
 */
export async function addOrderInForm(
  page: Page,
  order: { number: string; supplier: string; delivery: string; rows: [string, string, string][] },
) {
  await page.goto('/orders');
  await page.getByRole('button', { name: 'New order' }).click();
  const form = page.getByRole('form', { name: 'New order' });
  await form.getByLabel('Order number').fill(order.number);
  await form.getByRole('button', { name: 'Add order' }).click();
  await expect(form.getByText('choose a supplier', { exact: true })).toBeVisible();
  await form.getByLabel('Supplier').selectOption({ label: order.supplier });
  await form.getByLabel('Delivery date').fill(order.delivery);
  await form.getByRole('button', { name: 'Add order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${order.number} added.` })).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill(order.number);
  // The search is sent after a pause and re-renders the cart from the URL: act on its answer, not on the list before it
  // (a row form opened in the old list was seen to close when the search arrived).
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(order.number)}`));
  await expect(page.getByRole('status').filter({ hasText: /^1–1( of 1)? orders$/ })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Order cart' })
    .locator('tr', { has: page.getByRole('rowheader', { name: order.number }) });
  await row.getByRole('button', { name: `Show the rows of order ${order.number}` }).click();
  for (const [code, quantity, unit] of order.rows) {
    await page.getByRole('button', { name: 'Add a row' }).click();
    const rowForm = page.getByRole('form', { name: 'New row' });
    await rowForm.getByLabel('Item code').fill(code);
    await rowForm.getByLabel('Quantity').fill(quantity);
    await rowForm.getByLabel('Unit of measure').fill(unit);
    await rowForm.getByRole('button', { name: 'Add row' }).click();
    await expect(
      page.getByRole('table', { name: `Rows of order ${order.number}` }).getByRole('cell', { name: code, exact: true }),
    ).toBeVisible();
  }
  // Sums are read per page of the cart: both rows counted.
  await expect(row.getByRole('cell').nth(4)).toHaveText(String(order.rows.length));
}
