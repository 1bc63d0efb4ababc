import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { setIdpUser } from '../../emulator/idp/control-idp';
import { ACCOUNTS } from '../support/accounts';
import { signIn, signInAlert, signInAndWait } from '../support/sign-in';
import { SESSION_COOKIE } from './company-sign-in-support';
import { SSO_BASE_URL, SSO_IDP_URL } from './stack';

// Company sign-in against a real OpenID Connect provider (emulator/idp, oidc-provider in its own process), as
// `npm run demo` sets it up: "Sign in with Demo IdP", groups slotboard-admins / -planners / -viewers.
test.describe.configure({ mode: 'serial' });

async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: SSO_BASE_URL, extraHTTPHeaders: { Origin: SSO_BASE_URL } });
  const { csrfToken } = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const signedIn = await api.post('/api/auth/callback/credentials', {
    form: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password, csrfToken, json: 'true' },
  });
  expect(signedIn.ok()).toBe(true);
  return api;
}

/** Through the sign-in page and the provider's own login page, in a fresh browser context. */
async function signInWithProvider(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fschedule/);
  await page.getByRole('button', { name: 'Sign in with Demo IdP' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SSO_IDP_URL}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  return page;
}

async function sessionCookieOf(page: Page) {
  return (await page.context().cookies(SSO_BASE_URL)).find((c) => SESSION_COOKIE.test(c.name));
}

async function usersByEmail(api: APIRequestContext): Promise<Map<string, { id: string; role: string }>> {
  const { users } = (await (await api.get('/api/admin/users')).json()) as {
    users: { id: string; email: string; role: string }[];
  };
  return new Map(users.map((u) => [u.email, u]));
}

test('the admin signs in with a password and sees the provider in Admin → Sign-in, its secret only as set', async ({
  page,
}) => {
  await signInAndWait(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Sign-in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Provider name')).toHaveValue('Demo IdP');
  await expect(page.getByText('Set. Leave empty to keep it, or type a new one to change it.')).toBeVisible();
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByTestId('sso-redirect-uri')).toHaveText(`${SSO_BASE_URL}/api/auth/callback/oidc`);
  await page.getByLabel('Whom to ask for access').fill('the IT service desk (it@example.com)');
  await page.getByRole('button', { name: 'Save sign-in settings' }).click();
  await expect(page.getByText('Saved. The sign-in page uses these settings now.')).toBeVisible();

  const answer = await page.request.get('/api/admin/sign-in');
  const text = await answer.text();
  expect(text).not.toContain('demo-idp-client-secret');
  expect(JSON.parse(text)).toMatchObject({
    settings: { clientSecretSet: true, accessContact: 'the IT service desk (it@example.com)' },
  });
  const activity = await (await page.request.get('/api/admin/activity')).text();
  expect(activity).toContain('settings.sign_in');
  expect(activity).not.toContain('demo-idp-client-secret');
});

test('an SSO planner signs in through the provider and lands on the schedule as a planner', async ({ browser }) => {
  const page = await signInWithProvider(browser, 'sso-planner');
  await expect(page).toHaveURL(`${SSO_BASE_URL}/schedule`);
  await expect(page.getByTestId('signed-in-user')).toHaveText(/SSO Planner\s*· Planner/);
  expect(await sessionCookieOf(page)).toBeDefined();
  await page.context().close();
});

test(
  'an SSO viewer can look but a write answers 403; a role change at the provider counts at the next ' + 'sign-in',
  async ({ browser }) => {
    const viewer = await signInWithProvider(browser, 'sso-viewer');
    await expect(viewer.getByTestId('signed-in-user')).toHaveText(/SSO Viewer\s*· Viewer/);
    const write = await viewer.request.post('/api/reservations', { headers: { Origin: SSO_BASE_URL }, data: {} });
    expect(write.status()).toBe(403);
    await viewer.context().close();

    await setIdpUser(SSO_IDP_URL, 'sso-viewer', {
      email: 'sso-viewer@example.com',
      name: 'SSO Viewer',
      groups: ['slotboard-planners'],
    });
    try {
      const promoted = await signInWithProvider(browser, 'sso-viewer');
      await expect(promoted.getByTestId('signed-in-user')).toHaveText(/SSO Viewer\s*· Planner/);
      await promoted.context().close();
    } finally {
      await setIdpUser(SSO_IDP_URL, 'sso-viewer', {
        email: 'sso-viewer@example.com',
        name: 'SSO Viewer',
        groups: ['slotboard-viewers'],
      });
    }
  },
);

test('someone whose groups give no role gets no access, no account and a page saying whom to ask', async ({
  browser,
}) => {
  const page = await signInWithProvider(browser, 'sso-nobody');
  await expect(page).toHaveURL(`${SSO_BASE_URL}/login/refused?reason=no_role`);
  await expect(page.getByRole('heading', { name: 'No access to Slotboard' })).toBeVisible();
  await expect(page.getByText('none of your groups gives access to Slotboard')).toBeVisible();
  await expect(page.getByText('Ask the IT service desk (it@example.com) for access.')).toBeVisible();
  expect(await sessionCookieOf(page)).toBeUndefined();
  await page.context().close();
  const admin = await adminApi();
  expect((await usersByEmail(admin)).has('sso-nobody@example.com')).toBe(false);
  await admin.dispose();
});

test('an SSO account disabled in Slotboard is refused, whatever its groups', async ({ browser }) => {
  const admin = await adminApi();
  const planner = (await usersByEmail(admin)).get('sso-planner@example.com')!;
  expect((await admin.patch(`/api/admin/users/${planner.id}`, { data: { disabled: true } })).ok()).toBe(true);
  try {
    const page = await signInWithProvider(browser, 'sso-planner');
    await expect(page).toHaveURL(`${SSO_BASE_URL}/login/refused?reason=disabled`);
    await expect(page.getByText('Your Slotboard account is disabled.')).toBeVisible();
    expect(await sessionCookieOf(page)).toBeUndefined();
    await page.context().close();
  } finally {
    await admin.patch(`/api/admin/users/${planner.id}`, { data: { disabled: false } });
    await admin.dispose();
  }
});

test(
  'with password sign-in for break-glass admins only, a planner cannot use a password and the admin still ' + 'can',
  async ({ page, browser }) => {
    const admin = await adminApi();
    const { settings } = (await (await admin.get('/api/admin/sign-in')).json()) as {
      settings: Record<string, unknown>;
    };
    const input: Record<string, unknown> = { ...settings, passwordOnlyForAdmins: true };
    for (const key of ['configured', 'clientSecretSet', 'updatedAt']) delete input[key];
    expect((await admin.put('/api/admin/sign-in', { data: input })).ok()).toBe(true);
    try {
      await signIn(page, ACCOUNTS.planner.email, ACCOUNTS.planner.password);
      await expect(signInAlert(page)).toHaveText('Wrong e-mail or password. Check both and try again.');
      await expect(
        page.getByText('Passwords are for administrators only. Everyone else: sign in with Demo IdP.'),
      ).toBeVisible();

      const context = await browser.newContext();
      const adminPage = await context.newPage();
      await signInAndWait(adminPage, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
      await context.close();
    } finally {
      expect((await admin.put('/api/admin/sign-in', { data: { ...input, passwordOnlyForAdmins: false } })).ok()).toBe(
        true,
      );
      await admin.dispose();
    }
  },
);
