import { expect, test, type Browser } from '@playwright/test';
import { setIdpUser } from '../emulator/idp/control-idp';
import type { IdpUser } from '../emulator/idp/build-idp';
import { signInAndWait } from '../e2e/support/sign-in';
import { ACCOUNTS } from './support/accounts';
import {
  adminApi,
  IDP_GROUPS,
  readAccountsState,
  readAuditDetails,
  saveCompanySignIn,
  signInWithProvider,
  startIdentityProvider,
} from './support/company-sign-in';
import { SECURITY_BASE_URL } from './support/stack';

// Company sign-in must not hand anyone an account on the provider's word alone: an e-mail the provider does not vouch
// for, or a local account (an administrator's above all) that was never given to the provider. Each case signs in
// through the real provider and the real callback, and then reads the database: refused, and nothing written. Each
// case stands alone (it compares the database with itself just before), so one failing does not hide the others.

let idp: Awaited<ReturnType<typeof startIdentityProvider>>;

test.beforeAll(async () => {
  idp = await startIdentityProvider();
  const admin = await adminApi();
  await saveCompanySignIn(admin, idp.issuer, true);
  await admin.dispose();
});

test.afterAll(async () => {
  // No other spec sees company sign-in on.
  const admin = await adminApi();
  await saveCompanySignIn(admin, idp.issuer, false);
  await admin.dispose();
  await idp.stop();
});

/** Signs `login` in as `user` at the provider; expects the refusal page with `reason` and nothing written. */
async function expectRefusedAndNothingWritten(browser: Browser, login: string, user: IdpUser, reason: string) {
  await setIdpUser(idp.issuer, login, user);
  const before = await readAccountsState();
  const page = await signInWithProvider(browser, login);
  expect(page.url()).toBe(`${SECURITY_BASE_URL}/login/refused?reason=${reason}`);
  await expect(page.getByTestId('sign-in-refused')).not.toHaveText(/cannot let you in/);
  await page.context().close();
  expect(await readAccountsState()).toEqual(before);
}

const viewer = (email: string) => ({ email, name: 'Someone', groups: IDP_GROUPS.viewerGroups });

test('an e-mail without email_verified is refused, and no account is made for it', async ({ browser }) => {
  const user = { ...viewer('sec-unverified@example.com'), claims: { email_verified: null } };
  await expectRefusedAndNothingWritten(browser, 'sec-unverified', user, 'email_unverified');
});

test('a preferred_username that looks like an e-mail is not taken for one', async ({ browser }) => {
  const user = { ...viewer('unused'), claims: { email: null, preferred_username: 'sec-username@example.com' } };
  await expectRefusedAndNothingWritten(browser, 'sec-username', user, 'no_email');
});

test('email_verified as the string "false" is refused', async ({ browser }) => {
  const user = { ...viewer('sec-string-false@example.com'), claims: { email_verified: 'false' } };
  await expectRefusedAndNothingWritten(browser, 'sec-string-false', user, 'email_unverified');
});

test("the sole administrator's verified e-mail with viewer groups links nothing; the password still works", async ({
  browser,
}) => {
  const admin = await adminApi();
  const { users } = (await (await admin.get('/api/admin/users')).json()) as {
    users: { email: string; role: string; disabled: boolean }[];
  };
  await admin.dispose();
  const admins = users.filter((u) => u.role === 'admin' && !u.disabled).map((u) => u.email);
  expect(admins, 'the precondition: one active administrator').toEqual([ACCOUNTS.admin.email]);

  await expectRefusedAndNothingWritten(browser, 'sec-admin-lookalike', viewer(ACCOUNTS.admin.email), 'link_needed');

  const page = await (await browser.newContext()).newPage();
  await signInAndWait(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await expect(page.getByTestId('signed-in-user')).toHaveText(/· Administrator/);
  await page.context().close();
});

test('no mapped group at all is refused and links no local account, not even for a moment', async ({ browser }) => {
  const user = { email: ACCOUNTS.planner.email, name: 'Planner', groups: ['everyone'] };
  await expectRefusedAndNothingWritten(browser, 'sec-no-group', user, 'no_role');
  const page = await (await browser.newContext()).newPage();
  await signInAndWait(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await page.context().close();
});

test('an account an administrator allowed is linked at its next verified sign-in, once, and both are audited', async ({
  browser,
}) => {
  const admin = await adminApi();
  const email = 'sec-allowed@example.com';
  const created = await admin.post('/api/admin/users', {
    data: { email, name: 'Allowed', role: 'viewer', password: 'allowed-password-1' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  await setIdpUser(idp.issuer, 'sec-allowed', { email, name: 'Allowed', groups: IDP_GROUPS.plannerGroups });
  const refused = await signInWithProvider(browser, 'sec-allowed');
  expect(refused.url()).toBe(`${SECURITY_BASE_URL}/login/refused?reason=link_needed`);
  await refused.context().close();

  const allowed = await admin.patch(`/api/admin/users/${user.id}`, { data: { companySignInLinkAllowed: true } });
  expect(allowed.status(), await allowed.text()).toBe(200);
  const page = await signInWithProvider(browser, 'sec-allowed');
  await expect(page.getByTestId('signed-in-user')).toHaveText(/Allowed\s*· Planner/);
  await page.context().close();
  expect((await readAccountsState()).links[email]).toBe('sec-allowed');

  const { users } = (await (await admin.get('/api/admin/users')).json()) as { users: Record<string, unknown>[] };
  expect(users.find((u) => u.id === user.id)).toMatchObject({ companySignIn: true, companySignInLinkAllowed: false });
  expect(await readAuditDetails(user.id)).toEqual([
    expect.objectContaining({ changes: expect.objectContaining({ email: { from: null, to: email } }) }),
    { changes: { companySignInLinkAllowed: { from: false, to: true } } },
    expect.objectContaining({
      changes: expect.objectContaining({
        companySignIn: { from: false, to: true },
        companySignInLinkAllowed: { from: true, to: false },
      }),
    }),
  ]);
  // Once: a second subject with the same e-mail is refused.
  await expectRefusedAndNothingWritten(
    browser,
    'sec-allowed-2',
    { email, name: 'Other', groups: IDP_GROUPS.plannerGroups },
    'email_in_use',
  );
  await admin.dispose();
});
