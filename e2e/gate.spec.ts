import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { loadSite } from './support/demo-site';
import { E2E_BASE_URL, E2E_EMULATOR_URL } from './support/stack';

// The gate desk: the demo's around-the-clock cross-dock (Katowice, Europe/Warsaw) has trucks expected, on site and
// departed at any hour of any day; a truck the gate marks as arrived moves from expected to on site by the service's
// webhook, without a reload; the wall display, a 1024 px tablet and a 390 px phone lay it out without sideways
// scrolling; axe finds nothing serious in either theme.
test.use({ storageState: storageStateOf('planner'), timezoneId: 'Europe/Warsaw' });

let gatePath: string;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('planner') });
  const katowice = (await loadSite(context.request)).branch('KAT');
  gatePath = `/gate?branch=${katowice.office.Id}`;
  await context.close();
});

const section = (page: Page, name: 'late' | 'expected' | 'onSite' | 'departed' | 'noShow' | 'notApproved' | 'later') =>
  page.locator(`section[data-section="${name}"]`);
const rowsOf = (page: Page, name: Parameters<typeof section>[1]) => section(page, name).locator('tbody tr');

async function openGate(page: Page, path = gatePath) {
  await page.goto(path);
  await expect(page.locator('[data-gate-ready="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Katowice');
}

test(
  'the cross-dock has trucks expected, on site and departed, each with its ramp, carrier, plates and ' + 'status',
  async ({ page }) => {
    await openGate(page);
    for (const name of ['expected', 'onSite', 'departed'] as const) {
      await expect(rowsOf(page, name).first(), `a row in ${name}`).toBeVisible();
    }
    const onSite = rowsOf(page, 'onSite').first();
    await expect(onSite.getByRole('cell').nth(1)).toContainText('KAT-');
    await expect(onSite.getByRole('cell').last()).toContainText(/on site (\d+ h )?\d+ min|on site under a minute/);
    await expect(rowsOf(page, 'departed').first().getByRole('cell').last()).toContainText(/turnaround|departed/);
    await expect(page.getByText('Times in Europe/Warsaw')).toBeVisible();
  },
);

test('a webhook arrival moves a row from expected to on site without a reload', async ({ page }) => {
  await openGate(page);
  const row = rowsOf(page, 'expected').first();
  const id = await row.getAttribute('data-reservation-id');
  expect(id).toBeTruthy();
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // The gate's camera at the service: the emulator records the arrival and sends reservation.markedasarrival.
  const arrived = await page.request.post(`${E2E_EMULATOR_URL}/_emulator/reservations/${id}/arrive`);
  expect(arrived.ok(), await arrived.text()).toBe(true);
  await expect(section(page, 'onSite').locator(`tr[data-reservation-id="${id}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(section(page, 'expected').locator(`tr[data-reservation-id="${id}"]`)).toHaveCount(0);
  await expect(section(page, 'onSite').locator(`tr[data-reservation-id="${id}"]`)).toContainText(
    /arrived (on time|\d+ min (early|late)|\d+ h \d+ min (early|late))/,
  );
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the plate field finds a truck whatever its spacing and case', async ({ page }) => {
  await openGate(page);
  const row = rowsOf(page, 'departed').first();
  const plates = (await row.getByRole('cell').nth(3).innerText()).split(' / ')[0]!;
  const id = await row.getAttribute('data-reservation-id');
  await page.getByLabel('Find a plate').fill(plates.replace(/\s+/g, '-').toLowerCase());
  await expect(page.locator(`tr[data-reservation-id="${id}"]`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /reservations? match/ })).toBeVisible();
  await page.getByLabel('Find a plate').fill('no such plate 0000');
  await expect(section(page, 'onSite')).toContainText('No truck on site matches');
});

for (const { name, width, height, path } of [
  { name: 'wall display', width: 1920, height: 1080, path: () => gatePath.replace('/gate?', '/gate/wall?') },
  { name: 'tablet (1024 px)', width: 1024, height: 768, path: () => gatePath },
  { name: 'phone (390 px)', width: 390, height: 844, path: () => gatePath },
]) {
  test(`the ${name} shows every section without sideways scrolling`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await openGate(page, path());
    await expect(rowsOf(page, 'onSite').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
    if (name === 'wall display') {
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Wall display' })).toHaveCount(0);
    }
    // Each row's cells name their column on a phone, where the table becomes one card per truck.
    if (width < 768)
      await expect(rowsOf(page, 'onSite').first().getByRole('cell').nth(1)).toHaveAttribute('data-label', 'Ramp');
    await info.attach(`gate ${name}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

test('the wall display keeps its session: it renews the cookie every ten minutes while it is open', async ({
  page,
}) => {
  await page.clock.install();
  await openGate(page, gatePath.replace('/gate?', '/gate/wall?'));
  const renewal = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
  await page.clock.fastForward('10:05');
  const response = await renewal;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { user?: { email?: string } }).user?.email).toBe('planner@example.com');
  // next-auth sends the session cookie again with a new expiry: that is what keeps a screen nobody touches signed in.
  expect(
    (await response.headersArray()).some(
      (h) => h.name.toLowerCase() === 'set-cookie' && /session-token=/.test(h.value),
    ),
  ).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the gate has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    for (const path of [gatePath, gatePath.replace('/gate?', '/gate/wall?')]) {
      await openGate(page, path);
      await expect(page.locator('html')).toHaveClass(theme);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map(
          (v) =>
            `${path}: ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
}
