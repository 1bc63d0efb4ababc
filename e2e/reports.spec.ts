import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { openBrno } from './support/reports-page';
import { E2E_BASE_URL } from './support/stack';

// /reports on the demo, after e2e/admin-sync.spec.ts's first download filled the mirror with the demo's last two
// weeks (past trucks came early, on time and late): the admin picks Brno DC and the last 4 weeks, sees punctuality
// and utilisation, widens the tolerance and sees fewer late trucks, drills into a carrier's late ones and opens one
// on the grid, reads a chart as a table, and axe finds nothing serious (the downloads: download-reports.spec.ts).
// Every figure asserted is read from the page first: nothing here knows the day or the hour.
test.use({ storageState: storageStateOf('admin'), timezoneId: 'Europe/Prague' });

const totals = (page: Page) => page.getByRole('table', { name: 'Carrier punctuality' }).locator('tfoot tr');
const count = async (cell: Locator) => Number((await cell.innerText()).replace(/\D/g, ''));

/** The tolerance as an admin saves it on the page; the figures follow without a reload. */
async function setTolerance(page: Page, minutes: number) {
  const form = page.getByRole('form', { name: 'Report settings' });
  await form.getByLabel('Punctuality tolerance (minutes)').fill(String(minutes));
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByTestId('tolerance')).toContainText(`±${minutes} min`);
  await expect(page.locator('section[aria-labelledby="punctuality-heading"][data-ready="true"]')).toBeVisible();
}

test('Brno DC over the last 4 weeks: punctuality per carrier and utilisation per ramp and hour', async ({ page }) => {
  await openBrno(page);
  const table = page.getByRole('table', { name: 'Carrier punctuality' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The demo's past trucks came early, on time and late.
  for (const column of ['reservations', 'onTime', 'early', 'late']) {
    expect(await count(totals(page).locator(`td[data-column="${column}"]`)), `all carriers, ${column}`).toBeGreaterThan(
      0,
    );
  }
  await expect(totals(page).locator('td[data-column="onTimeShare"]')).toHaveText(/^\d+%$/);
  await expect(totals(page).locator('td[data-column="medianDwellMinutes"]')).toHaveText(/\d+ (h \d+ )?min/);
  // One of the carriers the demo makes late more often is among them.
  await expect(
    table.locator('tbody tr[data-carrier="Danube Logistics"], tbody tr[data-carrier="Prairie Express"]').first(),
  ).toBeVisible();
  await expect(page.getByTestId('tolerance')).toHaveText(/On time = within ±\d+ min of the slot start/);
  await page.getByText('How these are counted').first().click();
  await expect(page.getByText(/No-show: the service marked the carrier as not arrived/)).toBeVisible();

  // Utilisation: ramps × 24 hours, open 06:00–22:00 unless an admin set otherwise, something booked.
  const heat = page.getByRole('img', { name: /^Heat map of \d+ ramps by 24 hours$/ });
  await expect(heat).toBeVisible();
  const figures = page.getByTestId('utilisation-figures');
  await expect(figures).toContainText(/Booked of open time\s*\d+%/);
  await expect(figures).toContainText(/Busiest hours\s*\d\d:00–\d\d:00/);
  await expect(figures).toContainText(/Pending or rejected\s*\d+%/);
  // Plan against actual: the toggle swaps what the cells count.
  await page.getByRole('button', { name: 'On site (actual)' }).click();
  await expect(
    page.getByRole('heading', { name: 'Time with a truck on site per ramp and hour (actual)' }),
  ).toBeVisible();
});

test('a wider tolerance counts fewer trucks late, at once', async ({ page }) => {
  await openBrno(page);
  const lateBefore = await count(totals(page).locator('td[data-column="late"]'));
  const onTimeBefore = await count(totals(page).locator('td[data-column="onTime"]'));
  expect(lateBefore).toBeGreaterThan(0);
  try {
    // The demo's late trucks come 16 to 75 minutes after their slot starts: an hour's tolerance forgives most of them.
    await setTolerance(page, 60);
    await expect.poll(() => count(totals(page).locator('td[data-column="late"]'))).toBeLessThan(lateBefore);
    expect(await count(totals(page).locator('td[data-column="onTime"]'))).toBeGreaterThan(onTimeBefore);
    // A value the shared schema refuses never reaches the server, and says why.
    await page.getByLabel('Punctuality tolerance (minutes)').fill('999');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Tolerance: must be at most 240 minutes')).toBeVisible();
  } finally {
    await page.reload();
    await expect(page.getByRole('form', { name: 'Report settings' })).toBeVisible();
    await setTolerance(page, 15);
  }
  await expect.poll(() => count(totals(page).locator('td[data-column="late"]'))).toBe(lateBefore);
});

test('a planner reads the settings the figures were counted with, and cannot change them', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('planner'), timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  await openBrno(page);
  const settings = page.getByRole('region', { name: 'Report settings' });
  await expect(settings).toContainText(/Punctuality tolerance\s*±\d+ min of the slot start counts as on time/);
  await expect(settings).toContainText('Opening hours of Brno DC');
  await expect(settings).toContainText('An administrator sets these.');
  await expect(page.getByRole('form', { name: 'Report settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change the tolerance' })).toHaveCount(0);
  const refused = await page.request.put('/api/reports/settings', {
    headers: { Origin: E2E_BASE_URL },
    data: { toleranceMinutes: 60, openingHours: {} },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test('a carrier’s late reservations open on the schedule with their panel', async ({ page }) => {
  await openBrno(page);
  const table = page.getByRole('table', { name: 'Carrier punctuality' });
  // The late-prone carriers first, else any carrier with a late truck.
  const rows = table.locator('tbody tr');
  const carriers = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      carrier: tr.getAttribute('data-carrier') ?? '',
      late: Number(tr.querySelector('td[data-column="late"]')?.textContent?.replace(/\D/g, '') || 0),
    })),
  );
  const pick =
    carriers.find((c) => c.carrier === 'Danube Logistics' && c.late > 0) ??
    carriers.find((c) => c.carrier === 'Prairie Express' && c.late > 0) ??
    carriers.find((c) => c.late > 0);
  expect(pick, `no carrier was late: ${JSON.stringify(carriers)}`).toBeTruthy();
  await table.locator(`tbody tr[data-carrier="${pick!.carrier}"] td[data-column="late"] button`).click();

  const dialog = page.getByRole('dialog', { name: `Late · ${pick!.carrier || '(no carrier)'}` });
  await expect(dialog).toBeVisible();
  const listed = dialog.locator('tbody tr');
  await expect(listed.first()).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(`of ${pick!.late}`);
  expect(await listed.count()).toBe(Math.min(pick!.late, 50));
  for (const cell of await listed.locator('td:last-child').all()) await expect(cell).toHaveText('Late');
  // Each one was late: a positive delay.
  await expect(listed.first().locator('td').nth(4)).toHaveText(/^\+/);

  const first = listed.first();
  const id = (await first.getAttribute('data-reservation-id'))!;
  const number = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/schedule\\?date=\\d{4}-\\d{2}-\\d{2}&view=day&branch=[^&]+&open=${id}`));
  await expect(page.getByRole('complementary', { name: `Reservation ${number}` })).toBeVisible();
  await expect(page.locator(`button[data-reservation-id="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
});

test('a chart shows its numbers as a table', async ({ page }) => {
  await openBrno(page);
  const trend = page.getByRole('figure', { name: 'On time, week by week' });
  const chart = trend.getByRole('img', { name: 'On-time share per week, line chart' });
  await expect(chart).toBeVisible();
  // The chart's description carries the numbers too.
  await expect(chart).toHaveAccessibleDescription(/On-time share per week/);
  // SVG text has no innerText: its text content (the point labels, the axis's).
  const drawn = await chart.locator('text').allTextContents();
  await trend.getByRole('button', { name: 'Show as table' }).click();
  const table = trend.getByRole('table');
  await expect(table).toBeVisible();
  await expect(chart).toHaveCount(0);
  const shares = (await table.locator('tbody td:last-child').allInnerTexts()).filter((t) => t !== '–');
  // Each week's share in the table is a point's label on the chart.
  expect(shares.length).toBeGreaterThan(0);
  for (const share of shares) expect(drawn, `${share} on the chart`).toContain(share);
  await trend.getByRole('button', { name: 'Show as chart' }).click();
  await expect(chart).toBeVisible();

  const heat = page.getByRole('figure', { name: /per ramp and hour/ });
  const ramps = Number(/of (\d+) ramps/.exec((await heat.getByRole('img').getAttribute('aria-label')) ?? '')?.[1]);
  expect(ramps).toBeGreaterThan(0);
  await heat.getByRole('button', { name: 'Show as table' }).click();
  // A row per ramp and one for all of them, a column per hour.
  await expect(heat.getByRole('table').locator('tbody tr')).toHaveCount(ramps + 1);
  await expect(heat.getByRole('table').locator('thead th')).toHaveCount(25);
  await expect(heat.getByRole('table').locator('tbody tr').last().locator('th')).toHaveText('All ramps');
});

for (const theme of ['light', 'dark'] as const) {
  test(`/reports has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    await openBrno(page);
    await expect(page.locator('html')).toHaveClass(theme);
    const scan = async (state: string) => {
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect
        .soft(
          bad.map(
            (v) =>
              `${state}: ${v.id}: ${v.help} — ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 4)
                .join(' | ')}`,
          ),
        )
        .toEqual([]);
    };
    await scan('as loaded');
    await page.getByRole('figure', { name: 'Delay at arrival' }).getByRole('button', { name: 'Show as table' }).click();
    await scan('a chart as a table');
    const late = page
      .getByRole('table', { name: 'Carrier punctuality' })
      .locator('tfoot td[data-column="late"] button');
    await late.click();
    await expect(page.getByRole('dialog').locator('tbody tr').first()).toBeVisible();
    await scan('the drill-down open');
  });
}
