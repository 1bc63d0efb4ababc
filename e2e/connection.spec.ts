import { expect, test, type Page, type Response } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { loadSite, type BranchOffice } from './support/demo-site';
import { emulatorGet } from './support/emulator';
import { E2E_EMULATOR_URL } from './support/stack';

const API_PASSWORD = 'api-password';
// The e2e emulator signs its webhooks with its default secret (EMULATOR_WEBHOOK_SECRET); live updates need it.
const WEBHOOK_SECRET = 'demo-webhook-secret';

/** Every /api response body the page receives, to prove no credential or token ever reaches the browser. */
function recordApiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response: Response) => {
    if (!response.url().includes('/api/')) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

/** Types what only the admin knows (address, tenant, credentials) and saves; everything else is chosen from lists. */
async function saveCredentials(page: Page, password: string, webhookSecret?: string) {
  const form = page.getByRole('form', { name: 'Emulator connection' });
  await form.getByLabel('Base URL').fill(E2E_EMULATOR_URL);
  await form.getByLabel('Tenant').fill('demo');
  await form.getByLabel('Authentication').selectOption('bearer');
  await form.getByLabel('API username').fill('api');
  await form.getByLabel('API password').fill(password);
  if (webhookSecret) await form.getByLabel('Add a webhook secret').fill(webhookSecret);
  await saveForm(page);
}

async function saveForm(page: Page) {
  await page
    .getByRole('form', { name: 'Emulator connection' })
    .getByRole('button', { name: 'Save emulator connection' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Emulator connection saved.' })).toBeVisible();
}

/**
 * Each branch office's zone picked from the searchable list (found by typing the zone's name, never an id), and every
 * unit the service offers ticked, as a new admin does.
 */
async function chooseFromService(page: Page, offices: BranchOffice[]) {
  const form = page.getByRole('form', { name: 'Emulator connection' });
  for (const office of offices) {
    const branch = form.getByRole('listitem', { name: `Branch office ${office.BranchOfficeName}` });
    await expect(branch).toContainText('no time zone yet');
    const zone = branch.getByRole('combobox', { name: `Time zone of ${office.BranchOfficeName}` });
    await zone.fill(office.TimeZone.split('/').at(-1)!.replace(/_/g, ' '));
    await page.getByRole('option', { name: office.TimeZone, exact: true }).click();
    await expect(zone).toHaveValue(office.TimeZone);
    await expect(branch).toContainText('Local time there now:');
    await expect(branch).not.toContainText('no time zone yet');
  }
  const offered = form.getByRole('list', { name: 'Units the service offers' }).getByRole('checkbox');
  await expect(offered.first()).toBeVisible();
  const units = await emulatorGet<{ value: { UnitName: string }[] }>(page.request, '/odata/v1/demo/Unit');
  await expect(offered).toHaveCount(units.value.length);
  for (const { UnitName } of units.value) {
    await form.getByRole('checkbox', { name: `Offer ${UnitName} in forms` }).check();
    await expect(form.getByLabel(`Name shown for ${UnitName}`)).toHaveValue(UnitName);
  }
  await saveForm(page);
}

test.describe('service connection', () => {
  // A browser far from both branch offices: the schedule's times must come from the zones chosen, not from here.
  test.use({ storageState: storageStateOf('admin'), timezoneId: 'Asia/Tokyo' });

  test(
    'an admin configures the emulator from empty settings, choosing zones and units from lists, and no ' +
      'secret reaches the browser',
    async ({ page }) => {
      test.setTimeout(120_000);
      const bodies = recordApiBodies(page);
      await page.goto('/admin/connection');
      await expect(page.getByRole('tab', { name: /Emulator/ })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: /Emulator/ })).toContainText('not configured');
      await expect(
        page.getByText(
          'Save the connection first; Slotboard then lists the branch offices and units the service offers.',
        ),
      ).toBeVisible();

      // A wrong password first: the test says so in plain words and stops after the first step.
      await saveCredentials(page, 'not-the-password');
      await page.getByRole('button', { name: 'Test connection' }).click();
      const steps = page.getByRole('list', { name: 'Connection test' }).getByRole('listitem');
      await expect(steps.first()).toContainText(/wrong username or password/i);
      await expect(steps.first()).toHaveAttribute('data-ok', 'false');
      await expect(steps.nth(1)).toContainText('Skipped');
      await expect(
        page.getByRole('alert').filter({ hasText: /could not read its ramps.*Wrong username or password/ }),
      ).toBeVisible();

      await saveCredentials(page, API_PASSWORD, WEBHOOK_SECRET);
      await expect(page.getByLabel('API password')).toHaveValue('');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(steps).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(steps.nth(i)).toHaveAttribute('data-ok', 'true');
      await expect(steps.nth(0)).toContainText('A token was issued.');
      await expect(steps.nth(2)).toContainText(/\d+ ramps\./);
      await expect(steps.nth(3)).toContainText(/\d+ vehicle types\./);

      await page.getByRole('button', { name: 'Use this environment' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Use Emulator' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Slotboard now works against Emulator' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('banner').getByText('emulator', { exact: true })).toBeVisible();

      // No zone yet: the schedule says whose zone its times are in, and where that is set.
      const site = await loadSite(page.request);
      const brno = site.branch('BRN').office;
      const chicago = site.branch('CHI').office;
      await page.goto(`/schedule?branch=${brno.Id}`);
      await expect(page.getByText('Times in Asia/Tokyo')).toBeVisible();
      await expect(
        page.getByText(
          `Times for ${brno.BranchOfficeName} are shown in your browser’s zone (Asia/Tokyo): no time zone is set ` +
            `for this branch office yet.`,
        ),
      ).toBeVisible();

      // Each branch office in its own zone, as the emulator's site defines them (the schedule specs rely on it).
      await page.goto('/admin/connection');
      await chooseFromService(page, site.offices);
      const form = page.getByRole('form', { name: 'Emulator connection' });
      for (const office of site.offices)
        await expect(form.getByRole('combobox', { name: `Time zone of ${office.BranchOfficeName}` })).toHaveValue(
          office.TimeZone,
        );
      await expect(form.getByRole('checkbox', { name: /^Offer .* in forms/ }).first()).toBeChecked();

      // The schedule now shows each branch in its own zone, whatever the browser's.
      for (const office of [brno, chicago]) {
        await page.goto(`/schedule?branch=${office.Id}`);
        await expect(page.getByText(`Times in ${office.TimeZone}`)).toBeVisible();
        await expect(page.getByText(/no time zone is set for this branch office yet/)).toHaveCount(0);
      }
      expect(brno.TimeZone).not.toBe(chicago.TimeZone);

      // Admin → Activity: who chose the zones and units, from what to what.
      await page.goto('/admin/activity?kind=connection');
      const saved = page
        .getByRole('table', { name: /Activity/ })
        .getByRole('row')
        .filter({ hasText: 'Branch time zones' })
        .filter({ hasText: brno.TimeZone })
        .first();
      await expect(saved).toContainText('Saved the Emulator connection');
      await expect(saved).toContainText('Units');
      await expect(saved).toContainText('admin@example.com');

      await page.goto('/admin/api-calls');
      await expect(page.getByRole('cell', { name: '/v1/demo/Token' }).first()).toBeVisible();

      // The server has the password; the browser never sees it, nor a token.
      const source = await page.content();
      const everything = [source, ...bodies].join('\n');
      expect(bodies.length).toBeGreaterThan(5);
      expect(everything).not.toContain(API_PASSWORD);
      expect(everything).not.toContain(WEBHOOK_SECRET);
      expect(everything).not.toContain('not-the-password');
      expect(everything).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/); // no JWT
      const overview = await page.request.get('/api/admin/connection');
      const text = await overview.text();
      expect(text).toContain('"passwordSet":true');
      expect(text).not.toContain(API_PASSWORD);
      expect(text).not.toContain(WEBHOOK_SECRET);
    },
  );
});

test('a planner cannot open the connection page or its API', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('planner') });
  const page = await context.newPage();
  await page.goto('/admin/connection');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Emulator connection' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/connection')).status()).toBe(403);
  expect((await page.request.get('/api/admin/upstream-calls')).status()).toBe(403);
  await context.close();
});
