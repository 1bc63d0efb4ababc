import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signIn, signInAlert, signInAndWait } from './support/sign-in';

test('an admin adds a planner, who then has no way into Admin', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAndWait(admin, ACCOUNTS.admin.email, ACCOUNTS.admin.password);

  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(admin.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const email = `new-planner-${Date.now()}@example.com`;
  const password = 'planner-password-1';
  const form = admin.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill('New Planner');
  await form.getByLabel('Role', { exact: true }).selectOption('planner');
  await form.getByLabel('Initial password').fill(password);
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${email} can now sign in.` })).toBeVisible();
  await expect(admin.getByRole('cell', { name: email, exact: true })).toBeVisible();

  // Confirmed by the server, not only by the page.
  const listed = await adminContext.request.get('/api/admin/users');
  const { users } = (await listed.json()) as { users: { email: string; role: string; disabled: boolean }[] };
  expect(users.find((u) => u.email === email)).toMatchObject({ role: 'planner', disabled: false });
  await adminContext.close();

  const plannerContext = await browser.newContext();
  const planner = await plannerContext.newPage();
  await signInAndWait(planner, email, password);
  const nav = planner.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Schedule' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const api = await planner.request.get('/api/admin/users');
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ error: { code: 'forbidden' } });
  const write = await planner.request.post('/api/admin/users', {
    headers: { Origin: baseURL! },
    data: { email: 'x@example.com', role: 'admin', password: 'whatever-123' },
  });
  expect(write.status()).toBe(403);

  await planner.goto('/admin/users');
  await expect(planner.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(planner.getByRole('form', { name: 'Add a user' })).toHaveCount(0);
  await plannerContext.close();
});

test('a wrong password gets a clear message and no session', async ({ page }) => {
  await signIn(page, ACCOUNTS.planner.email, 'not-the-password');
  await expect(signInAlert(page)).toHaveText('Wrong e-mail or password. Check both and try again.');
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fschedule/);
});

test('repeated wrong passwords are refused with 429 and a wait time', async ({ page }) => {
  const email = `guess-${Date.now()}@example.com`;
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = page.waitForResponse('**/api/auth/callback/credentials');
    await signIn(page, email, `wrong-${attempt}`);
    expect((await response).status()).toBe(401);
    await expect(signInAlert(page)).toContainText('Wrong e-mail or password');
  }
  const blocked = page.waitForResponse('**/api/auth/callback/credentials');
  await signIn(page, email, 'wrong-6');
  const response = await blocked;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(signInAlert(page)).toContainText('Too many failed sign-ins');
});

test('a disabled account is signed out and cannot sign in again', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAndWait(adminPage, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const email = `leaver-${Date.now()}@example.com`;
  const created = await adminContext.request.post('/api/admin/users', {
    headers: { Origin: baseURL! },
    data: { email, role: 'planner', password: 'leaver-password-1' },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };

  const leaverContext = await browser.newContext();
  const leaver = await leaverContext.newPage();
  await signInAndWait(leaver, email, 'leaver-password-1');

  await adminPage.goto('/admin/users');
  await adminPage.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(adminPage.getByRole('dialog')).toContainText(
    'cannot sign in until an administrator enables the account again',
  );
  await adminPage.getByRole('button', { name: 'Disable account' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: `${email} can no longer sign in.` })).toBeVisible();
  const after = (await (await adminContext.request.get('/api/admin/users')).json()) as {
    users: { id: string; disabled: boolean }[];
  };
  expect(after.users.find((u) => u.id === user.id)?.disabled).toBe(true);

  expect((await leaver.request.get('/api/health')).status()).toBe(200);
  await leaver.goto('/schedule');
  await expect(leaver).toHaveURL(/\/login/);
  await signIn(leaver, email, 'leaver-password-1');
  await expect(signInAlert(leaver)).toContainText('Wrong e-mail or password');
  await adminContext.close();
  await leaverContext.close();
});

test('the throttle also holds for scripted sign-ins that skip the form', async ({ request, baseURL }) => {
  const email = `script-${Date.now()}@example.com`;
  // A script can send the site's own Origin (only a browser cannot forge it); without it the sign-in is refused (403).
  const headers = { Origin: baseURL! };
  const attempt = async (password: string) => {
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    // No json=true: next-auth answers a failure with a redirect instead of 401.
    return request.post('/api/auth/callback/credentials', {
      headers,
      form: { email, password, csrfToken },
      maxRedirects: 0,
    });
  };
  for (let i = 1; i <= 5; i++) expect((await attempt(`guess-${i}`)).status()).not.toBe(429);
  const blocked = await attempt('guess-6');
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);

  const json = await request.post('/api/auth/callback/credentials', {
    headers,
    data: { email: 'other@example.com', password: 'x' },
  });
  expect(json.status()).toBe(415);
  const foreign = await request.post('/api/auth/callback/credentials', {
    headers: { Origin: 'https://evil.example' },
    form: { email, password: 'x' },
  });
  expect(foreign.status()).toBe(403);
});

test('a password reset by an admin ends the sessions signed in with the old password', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAndWait(adminPage, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  const email = `reset-${Date.now()}@example.com`;
  const created = await adminContext.request.post('/api/admin/users', {
    headers: { Origin: baseURL! },
    data: { email, role: 'planner', password: 'before-reset-1' },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInAndWait(userPage, email, 'before-reset-1');
  // Signed in: a planner is known and refused Admin (403), not asked to sign in (401).
  expect((await userContext.request.get('/api/admin/users')).status()).toBe(403);

  const reset = await adminContext.request.patch(`/api/admin/users/${user.id}`, {
    headers: { Origin: baseURL! },
    data: { password: 'after-reset-2' },
  });
  expect(reset.status()).toBe(200);
  expect((await userContext.request.get('/api/admin/users')).status()).toBe(401);
  await userPage.goto('/schedule');
  await expect(userPage).toHaveURL(/\/login/);
  await signInAndWait(userPage, email, 'after-reset-2');
  // The admin's own session is untouched by another account's reset.
  expect((await adminContext.request.get('/api/admin/users')).status()).toBe(200);
  await adminContext.close();
  await userContext.close();
});
