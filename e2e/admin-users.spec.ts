import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { signIn, signInAlert, signInAndWait } from './support/sign-in';

// Admin → Users as an administrator uses it: reset a password, rename, see the last sign-in, confirm before disabling.
// Every account here is made by the spec itself, so the shared demo accounts keep their names and passwords.
test.use({ storageState: storageStateOf('admin') });

/**
 * A browser of its own, signed in as nobody (contexts made in a test would otherwise take the admin's session from
 * `use`).
 */
const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const rowOf = (page: Page, email: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${email.replace(/\./g, '\\.')}`) }) });
/** Columns: E-mail, Name, Role, Status, Company sign-in, Last sign-in, actions. */
const lastSignInOf = (page: Page, email: string) => rowOf(page, email).getByRole('cell').nth(5);

test(
  'an admin resets a password: the person’s open session ends, the new password signs them in, and disabling ' +
    'asks first',
  async ({ page, browser }) => {
    // Four password hashes and as many sign-ins: over the default minute on CI (docs/decisions/0002).
    test.setTimeout(120_000);
    const email = unique('reset');
    const name = 'Reset Person';
    await page.goto('/admin/users');
    const form = page.getByRole('form', { name: 'Add a user' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Role', { exact: true }).selectOption('planner');
    await form.getByLabel('Initial password').fill('first-password-1');
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${email} can now sign in.` })).toBeVisible();
    await expect(lastSignInOf(page, email)).toHaveText('never');

    const personContext = await browser.newContext(SIGNED_OUT);
    const person = await personContext.newPage();
    await signInAndWait(person, email, 'first-password-1');
    await expect(person.getByTestId('signed-in-user')).toContainText(name);

    await page.reload();
    // Relative, with the exact moment beside it.
    await expect(lastSignInOf(page, email)).toContainText(/just now|minute/);
    await expect(lastSignInOf(page, email).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    await page.getByRole('button', { name: `Reset the password of ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset the password of ${name} (${email})` });
    await expect(dialog).toContainText('Every session');
    await dialog.getByLabel('New password', { exact: true }).fill('second-password-2');
    await dialog.getByLabel('New password again').fill('second-password-3');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByText('New password again: does not match the new password')).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include('dialog[open]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);
    await dialog.getByLabel('New password again').fill('second-password-2');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `The password of ${name} (${email}) is reset` }),
    ).toBeVisible();

    // The page the person still has open: their next click asks them to sign in.
    await person.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(person).toHaveURL(/\/login/);
    await signIn(person, email, 'first-password-1');
    await expect(signInAlert(person)).toBeVisible();
    await signInAndWait(person, email, 'second-password-2');
    await personContext.close();

    // Disabling asks first, naming the person and what happens to their sessions; Cancel keeps the account enabled.
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${name} (${email})?` });
    await expect(confirm).toContainText(`Every session ${name} (${email}) has open ends`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, email)).toContainText('Active');
    const listed = (await (await page.request.get('/api/admin/users')).json()) as {
      users: { email: string; disabled: boolean; lastSignedInAt: string | null }[];
    };
    expect(listed.users.find((u) => u.email === email)).toMatchObject({
      disabled: false,
      lastSignedInAt: expect.any(String),
    });

    // Admin → Activity lists the reset with who did it; the password itself appears nowhere.
    await page.goto('/admin/activity?kind=users&pageSize=100');
    const resetRow = page
      .getByRole('table', { name: /Activity/ })
      .getByRole('row')
      .filter({ hasText: `Reset the password of ${name} (${email})` });
    await expect(resetRow).toHaveCount(1);
    await expect(resetRow).toContainText('admin@example.com');
    await expect(page.locator('main')).not.toContainText('second-password-2');
  },
);

test(
  'an admin renames themselves and the header shows the new name at once; resetting their own password signs ' +
    'them out',
  async ({ page, browser, baseURL }) => {
    // An admin of its own, so the demo admin keeps the name other specs read.
    const email = unique('renamer');
    const created = await page.request.post('/api/admin/users', {
      headers: { Origin: baseURL! },
      data: { email, name: 'Before Rename', role: 'admin', password: 'renamer-password-1' },
    });
    expect(created.status()).toBe(201);

    const context = await browser.newContext(SIGNED_OUT);
    const me = await context.newPage();
    await signInAndWait(me, email, 'renamer-password-1');
    await me.goto('/admin/users');
    await expect(me.getByTestId('signed-in-user')).toContainText('Before Rename');
    // Set on this document: still there afterwards means the page was not reloaded.
    await me.evaluate(() => Object.assign(window, { keptWithoutReload: true }));

    await me.getByRole('button', { name: `Rename ${email}` }).click();
    const dialog = me.getByRole('dialog', { name: 'Rename yourself' });
    await dialog.getByLabel('Name').fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog.getByText('Name: use at most 100 characters')).toBeVisible();
    const newName = `After Rename ${randomUUID().slice(0, 4)}`;
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog).toBeHidden();
    await expect(me.getByTestId('signed-in-user')).toContainText(newName);
    await expect(rowOf(me, email)).toContainText(newName);
    expect(await me.evaluate(() => (window as unknown as { keptWithoutReload?: boolean }).keptWithoutReload)).toBe(
      true,
    );

    // Their own password: the dialog says this session ends too, and the sign-in page brings them back here.
    await me.getByRole('button', { name: `Reset the password of ${email}` }).click();
    const reset = me.getByRole('dialog', { name: 'Reset your own password' });
    await expect(reset).toContainText('this one too');
    await reset.getByLabel('New password', { exact: true }).fill('renamer-password-2');
    await reset.getByLabel('New password again').fill('renamer-password-2');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(me).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fusers$/);
    // Right there, the form that asks.
    await me.getByLabel('E-mail').fill(email);
    await me.getByLabel('Password').fill('renamer-password-2');
    await me.getByRole('button', { name: 'Sign in' }).click();
    await expect(me).toHaveURL(/\/admin\/users$/);
    await expect(me.getByTestId('signed-in-user')).toContainText(newName);
    await context.close();

    // Admin → Activity: the rename, from what to what, by the person themselves.
    const { user } = (await created.json()) as { user: { id: string } };
    await page.goto(`/admin/activity?actor=${user.id}`);
    const renamed = page
      .getByRole('table', { name: /Activity/ })
      .getByRole('row')
      .filter({ hasText: `Name: Before Rename → ${newName}` });
    await expect(renamed).toHaveCount(1);
    await expect(renamed).toContainText(email);
  },
);
