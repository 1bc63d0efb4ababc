import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import type { PublicUser } from '../lib/contracts';
import { ACCOUNTS, storageStateOf } from './support/accounts';
import { E2E_BASE_URL } from './support/stack';

// Admin → Activity against the running stack: changes an admin made earlier (a new user, renamed many times; the
// connection the connection spec saved) are listed with their actor, filtered by person and kind, paged, and
// downloaded as CSV with the same filters; no secret anywhere; the page in both themes.
test.use({ storageState: storageStateOf('admin'), timezoneId: 'Europe/Prague' });

const stamp = Date.now().toString(36);
const EMAIL = `activity-${stamp}@example.com`;
const NAME = `Act ${stamp}`;
const RENAMES = 27;
/** Secrets the run typed somewhere: none may show on the page or in the file. */
const SECRETS = ['api-password', 'not-the-password', 'demo-webhook-secret', 'activity-pass-1'];
const CSV_HEADERS = ['When (UTC)', 'Local time', 'Who', 'E-mail', 'Kind', 'What', 'Changes', 'Action', 'Entry'];

let admin: PublicUser;
let created: PublicUser;

async function send(api: APIRequestContext, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const answer = await api.fetch(path, { method, headers: { Origin: E2E_BASE_URL }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { user: PublicUser };
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  const { request } = context;
  created = (
    await send(request, 'POST', '/api/admin/users', {
      email: EMAIL,
      name: NAME,
      role: 'viewer',
      password: 'activity-pass-1',
    })
  ).user;
  // Enough entries by this admin of kind "users" for a second page of 25.
  for (let i = 1; i <= RENAMES; i++)
    await send(request, 'PATCH', `/api/admin/users/${created.id}`, { name: `${NAME} ${i}` });
  const users = ((await (await request.get('/api/admin/users')).json()) as { users: PublicUser[] }).users;
  admin = users.find((u) => u.email === ACCOUNTS.admin.email)!;
  await context.close();
});

const table = (page: Page) => page.getByRole('table', { name: /Activity/ });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Rows / });

test(
  'an admin finds earlier changes with their actor, filters by person and kind, pages, and downloads the ' + 'CSV',
  async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

    // The creation, with who did it and when.
    const added = table(page)
      .getByRole('row')
      .filter({ hasText: `Added ${NAME} ${RENAMES} (${EMAIL}) as viewer` });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(admin.name || admin.email);
    await expect(added.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The last rename, from what to what.
    const renamed = table(page)
      .getByRole('row')
      .filter({ hasText: `Name: ${NAME} ${RENAMES - 1} → ${NAME} ${RENAMES}` });
    await expect(renamed).toHaveCount(1);
    await expect(renamed).toContainText(`Renamed ${NAME} ${RENAMES} (${EMAIL})`);

    // By person, then kind: both kept in the URL.
    await page.getByLabel('Person').selectOption(admin.id);
    await expect(page).toHaveURL(new RegExp(`actor=${admin.id}`));
    await page.getByLabel('Kind').selectOption('users');
    await expect(page).toHaveURL(/kind=users/);
    await page.getByLabel('Per page').selectOption('25');
    await expect(status(page)).toHaveText(/^Rows 1–25 of \d+$/);
    const total = Number(/of (\d+)$/.exec((await status(page).textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(RENAMES + 1);
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(25);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Users');
    const firstPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-activity-id')));

    // A link keeps the filters and the page.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(status(page)).toHaveText(/^Rows 26–\d+ of \d+$/);
    const secondPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-activity-id')));
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await page.reload();
    await expect(page.getByLabel('Person')).toHaveValue(admin.id);
    await expect(page.getByLabel('Kind')).toHaveValue('users');
    await expect(status(page)).toHaveText(new RegExp(`^Rows 26–`));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(status(page)).toHaveText(/^Rows 1–25 of /);

    // The file holds every page of the same filters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(CSV_HEADERS);
    expect(parsed.data.length).toBeGreaterThanOrEqual(total);
    expect(parsed.data.every((r) => r['E-mail'] === admin.email && r.Kind === 'Users')).toBe(true);
    const row = parsed.data.find((r) => r.What === `Added ${NAME} ${RENAMES} (${EMAIL}) as viewer`);
    expect(row).toMatchObject({ Who: admin.name || admin.email, Action: 'user.created' });
    expect(row!['Changes']).toContain(`E-mail: — → ${EMAIL}`);
    expect(row!['Local time']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0[12]:00$/);
  },
);

test('the connection saved earlier is listed under Secrets, its secrets only as changed', async ({ page }) => {
  await page.goto('/admin/activity?kind=secrets');
  await expect(page.getByLabel('Kind')).toHaveValue('secrets');
  const saved = table(page)
    .getByRole('row')
    .filter({ hasText: /Saved the Emulator connection: .*API password changed/ });
  await expect(saved.first()).toBeVisible();
  await expect(saved.first()).toContainText('API password: ');
  for (const secret of SECRETS) await expect(page.locator('main')).not.toContainText(secret);
});

test('a filter that matches nothing says so and clears; a bad filter is refused naming the field', async ({ page }) => {
  await page.goto(`/admin/activity?actor=${admin.id}`);
  // The filters follow the address once the page has hydrated: a day typed before that is put back (seen once in CI).
  await expect(status(page)).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2099-01-01');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByLabel('Person')).toHaveValue('');
  await expect(status(page)).toBeVisible();

  const refused = await page.request.get('/api/admin/activity?kind=orders');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: { code: 'invalid_request', details: [{ field: 'kind' }] } });
  const csv = await page.request.get(`/api/admin/activity/export?actor=${created.id}`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect((await csv.text()).replace(/^\uFEFF/, '').trim()).toBe(CSV_HEADERS.join(','));
});

test('a failed load says so and loads again on "Try again"', async ({ page }) => {
  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/admin/activity',
    (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'upstream_unavailable', message: 'Slotboard is not answering.' } }),
          })
        : route.continue(),
  );
  await page.goto('/admin/activity');
  await expect(page.getByRole('alert').filter({ hasText: 'The activity could not be loaded.' })).toBeVisible({
    timeout: 20_000,
  });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(status(page)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the page has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    await page.goto(`/admin/activity?actor=${admin.id}&kind=users`);
    await expect(page.locator('html')).toHaveClass(theme);
    await expect(status(page)).toBeVisible();
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
  });
}
