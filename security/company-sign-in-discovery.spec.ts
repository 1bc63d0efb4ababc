import { expect, test, type APIRequestContext } from '@playwright/test';
import { callerContext } from './support/callers';
import {
  startCountingListener,
  startFakeProvider,
  type CountingListener,
  type Listener,
} from './support/fake-oidc-provider';

// SSRF through the identity provider's discovery document: the issuer an admin saves is checked, but the document
// it serves names the token endpoint and the key set, where the server goes with the client secret. Here the
// issuer is a loopback listener (A, allowed on this stack: ALLOW_INSECURE_UPSTREAM=true, the private rule off) and
// its document points token_endpoint and jwks_uri at a second loopback listener (B) on another port. B must never
// see a connection, the browser gets no session, and the person is told the company sign-in cannot be used.
test.describe.configure({ mode: 'serial' });

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token/;

let admin: APIRequestContext;
let origin: string;
let provider: Listener & { authorizations: () => number };
let elsewhere: CountingListener;

function settings(issuer: string, enabled: boolean) {
  return {
    enabled,
    displayName: 'Rogue IdP',
    issuer,
    clientId: 'slotboard',
    clientSecret: 'the-client-secret-for-the-rogue-idp',
    scopes: 'openid email profile',
    groupsClaim: 'groups',
    adminGroups: ['admins'],
    plannerGroups: [],
    viewerGroups: [],
    passwordOnlyForAdmins: false,
    accessContact: '',
  };
}

test.beforeAll(async ({ baseURL }) => {
  origin = baseURL!;
  admin = await callerContext('admin', origin);
  elsewhere = await startCountingListener();
  provider = await startFakeProvider(elsewhere.url);
  const saved = await admin.put('/api/admin/sign-in', {
    headers: { Origin: origin },
    data: settings(provider.url, true),
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async () => {
  // Company sign-in off again: no other spec may meet a sign-in button or the break-glass rule.
  const off = await admin.put('/api/admin/sign-in', {
    headers: { Origin: origin },
    data: settings(provider.url, false),
  });
  expect(off.status(), await off.text()).toBe(200);
  await admin.dispose();
  await provider.close();
  await elsewhere.close();
});

test('a discovery document that sends the token and key requests to another loopback port is refused', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Rogue IdP' }).click();

  // Wherever the flow ends, it ends on the sign-in page with an error code.
  await expect(page).toHaveURL(/\/login\?(.*&)?error=/, { timeout: 20_000 });
  expect(elsewhere.connections(), 'connections that reached the listener the document pointed at').toBe(0);
  // Refused before the person is sent to the provider at all: the discovery document is judged as a whole.
  expect(provider.authorizations(), 'visits to the provider').toBe(0);
  // The person is told, on the sign-in page, that the company sign-in cannot be used and whom to ask.
  expect(page.url()).toMatch(/\/login\?(.*&)?error=ProviderRefused$/);
  const message = page.getByRole('alert').filter({ hasText: "this server refused the identity provider's settings" });
  await expect(message).toBeVisible();
  const cookies = await context.cookies(origin);
  expect(cookies.filter((c) => SESSION_COOKIE.test(c.name))).toEqual([]);
  await context.close();
});
