import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';

test.use({ storageState: storageStateOf('planner') });

test('the shell shows the user, the active environment, and leads to every main page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByTestId('signed-in-user')).toContainText('Planner');
  // The connection project has made the emulator active by now.
  await expect(page.getByRole('banner').getByText('emulator', { exact: true })).toBeVisible();
  for (const [link, text] of [
    ['Orders', 'Orders'],
    ['Deleted', 'Deleted reservations'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
});

test('the theme switches and survives a reload', async ({ page }) => {
  await page.goto('/schedule');
  const html = page.locator('html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(html).toHaveClass('system');
  await page.getByRole('button', { name: /System theme/ }).click();
  await expect(html).toHaveClass('light');
  const light = await background();
  await page.getByRole('button', { name: /Light theme/ }).click();
  await expect(html).toHaveClass('dark');
  await page.reload();
  await expect(html).toHaveClass('dark');
  expect(await background()).not.toBe(light);
});

test('the session cookie is HttpOnly and SameSite=Lax', async ({ context, page }) => {
  await page.goto('/schedule');
  const session = (await context.cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // Plain http here, so not Secure; over https next-auth adds Secure and the __Secure- prefix (unit-tested).
  expect(session?.secure).toBe(false);
});

test('signing out ends the session', async ({ browser }) => {
  // A context of its own: signing out must not end the shared planner session other specs reuse.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('planner@example.com');
  await page.getByLabel('Password').fill('demo-planner');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);
  await context.close();
});
