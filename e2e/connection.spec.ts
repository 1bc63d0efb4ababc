import { expect, test, type Page, type Response } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { loadSite } from './support/demo-site';
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

async function fillConnection(page: Page, password: string, webhookSecret?: string, timeZones: { id: string; zone: string }[] = []) {
  const form = page.getByRole('form', { name: 'Emulator connection' });
  await form.getByLabel('Base URL').fill(E2E_EMULATOR_URL);
  await form.getByLabel('Tenant').fill('demo');
  await form.getByLabel('Authentication').selectOption('bearer');
  await form.getByLabel('API username').fill('api');
  await form.getByLabel('API password').fill(password);
  if (webhookSecret) await form.getByLabel('Add a webhook secret').fill(webhookSecret);
  for (const [i, { id, zone }] of timeZones.entries()) {
    await form.getByRole('button', { name: 'Add a branch office' }).click();
    await form.getByLabel(`Branch office ${i + 1} id`).fill(id);
    await form.getByLabel(`Branch office ${i + 1} time zone`).fill(zone);
  }
  await form.getByRole('button', { name: 'Save emulator connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Emulator connection saved.' })).toBeVisible();
}

test.describe('service connection', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an admin configures the emulator from empty settings, tests it, and no secret reaches the browser', async ({ page }) => {
    const bodies = recordApiBodies(page);
    await page.goto('/admin/connection');
    await expect(page.getByRole('tab', { name: /Emulator/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Emulator/ })).toContainText('not configured');

    // A wrong password first: the test says so in plain words and stops after the first step.
    await fillConnection(page, 'not-the-password');
    await page.getByRole('button', { name: 'Test connection' }).click();
    const steps = page.getByRole('list', { name: 'Connection test' }).getByRole('listitem');
    await expect(steps.first()).toContainText(/wrong username or password/i);
    await expect(steps.first()).toHaveAttribute('data-ok', 'false');
    await expect(steps.nth(1)).toContainText('Skipped');

    // Each branch office in its own zone, as the emulator's site defines them (the schedule specs rely on it).
    const { offices } = await loadSite(page.request);
    await fillConnection(page, API_PASSWORD, WEBHOOK_SECRET, offices.map((o) => ({ id: o.Id, zone: o.TimeZone })));
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
  });
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
