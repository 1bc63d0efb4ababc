import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { busyDay, loadSite } from './support/demo-site';
import { E2E_BASE_URL } from './support/stack';

// The schedule page in both themes: no serious or critical axe violation, every control named, keyboard reachable.
test.use({ storageState: storageStateOf('planner'), timezoneId: 'Europe/Prague' });

/** How long a freshly opened grid may take to appear on CI's loaded machine (docs/decisions/0002). */
const GRID_SHOWN = { timeout: 30_000 };

/** The schedule's address for a day on which Brno's first ramp (the grid's first row) has reservations. */
async function busySchedule(request: APIRequestContext, view: 'day' | 'week' = 'day') {
  const { office, ramps } = (await loadSite(request)).branch('BRN');
  return `/schedule?view=${view}&branch=${office.Id}&date=${await busyDay(request, office, ramps[0]!)}`;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the schedule has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    // Two views and two axe runs over hundreds of blocks: near the default minute (docs/decisions/0002).
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    for (const view of ['day', 'week'] as const) {
      await page.goto(await busySchedule(page.request, view));
      await expect(page.locator('html')).toHaveClass(theme);
      await expect(page.getByTestId('schedule-rows')).toBeVisible(GRID_SHOWN);
      const blocks = page.locator('[data-reservation-id]');
      await expect(blocks.first()).toBeAttached();
      // The order panel beside the grid, in the day view.
      if (view === 'day') {
        await page.getByRole('button', { name: 'Show the order cart' }).click();
        await expect(page.getByRole('region', { name: 'Order cart' }).locator('[data-order-id]').first()).toBeVisible();
      }
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

test('the keyboard moves through cells and blocks, Enter opens, Escape closes, N creates', async ({ page }) => {
  await page.goto(await busySchedule(page.request));
  await expect(page.getByTestId('schedule-rows')).toBeVisible(GRID_SHOWN);
  const cell = page.locator('[data-focus-key="cell"]');
  await cell.focus();
  await expect(cell).toBeFocused();
  // Walk right, then left, until a block takes the focus (the first ramp has reservations that day; the focused cell
  // starts near now on today, which in the evening is after the last slot of the day).
  for (const key of ['ArrowRight', 'ArrowLeft']) {
    for (let i = 0; i < 48; i++) {
      if (await page.locator('[data-reservation-id]:focus').count()) break;
      await page.keyboard.press(key);
    }
  }
  const focused = page.locator('[data-reservation-id]:focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveAccessibleName(/^Reservation .+, \d{2}:\d{2}–\d{2}:\d{2}, (Approved|Pending|Rejected)/);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: /^Reservation / });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('definition').first()).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('n');
  await expect(page.getByRole('form', { name: 'Create reservation' })).toBeVisible();
});

test('a viewer sees the grid and no write control', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('viewer'), timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  await page.goto(await busySchedule(page.request));
  await expect(page.getByTestId('schedule-rows')).toBeVisible(GRID_SHOWN);
  await expect(page.getByRole('button', { name: 'New reservation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show the order cart' })).toHaveCount(0);
  const block = page.locator('[data-reservation-id]').first();
  await block.scrollIntoViewIfNeeded();
  await block.click();
  await expect(page.getByRole('complementary', { name: /^Reservation / })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByText('changing them needs the planner role')).toBeVisible();
  await expect(page.locator('[data-resize-handle]')).toHaveCount(0);
  await context.close();
});
