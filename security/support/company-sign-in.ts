import { createServer } from 'node:net';
import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { buildIdp } from '../../emulator/idp/build-idp';
import { storageStateOf } from './accounts';
import { SECURITY_BASE_URL, SECURITY_DATABASE_URL } from './stack';

// The company sign-in specs' provider: the same real OpenID Connect provider as `npm run test:sso` (emulator/idp),
// started inside the test process because the security stack runs without one (DEMO_IDP_PORT=0).

export const IDP_NAME = 'Security IdP';
const CLIENT = { clientId: 'slotboard-security', clientSecret: 'security-idp-client-secret' };
export const IDP_GROUPS = {
  adminGroups: ['sec-admins'],
  plannerGroups: ['sec-planners'],
  viewerGroups: ['sec-viewers'],
};

/** A free loopback port: the provider's issuer names its port, so it must be known before the provider is built. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startIdentityProvider() {
  const idp = buildIdp({
    port: await freePort(),
    host: '127.0.0.1',
    ...CLIENT,
    redirectUris: [`${SECURITY_BASE_URL}/api/auth/callback/oidc`],
    users: {},
  });
  await idp.start();
  return idp;
}

/** The admin's saved session as an API client, with the site's Origin for writes. Dispose it when done. */
export function adminApi(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: SECURITY_BASE_URL,
    storageState: storageStateOf('admin'),
    extraHTTPHeaders: { Origin: SECURITY_BASE_URL },
  });
}

/** Saves the company sign-in through Admin → Sign-in's API, pointing at the provider; `enabled: false` turns it off. */
export async function saveCompanySignIn(admin: APIRequestContext, issuer: string, enabled: boolean) {
  const saved = await admin.put('/api/admin/sign-in', {
    data: {
      enabled,
      displayName: IDP_NAME,
      issuer,
      ...CLIENT,
      scopes: 'openid email profile',
      groupsClaim: 'groups',
      ...IDP_GROUPS,
      passwordOnlyForAdmins: false,
      accessContact: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Through the sign-in page and the provider's own login page, in a fresh browser context; close it when done. */
export async function signInWithProvider(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${IDP_NAME}` }).click();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => url.origin === SECURITY_BASE_URL && url.pathname !== '/api/auth/callback/oidc');
  return page;
}

export interface AccountsState {
  users: number;
  auditRows: number;
  /** E-mail → the provider subject the account is linked to (null: none). */
  links: Record<string, string | null>;
}

async function withDatabase<T>(read: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SECURITY_DATABASE_URL });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

/** What the company sign-in could have written, read from the stack's own database. */
export function readAccountsState(): Promise<AccountsState> {
  return withDatabase(async (client) => {
    const users = await client.query<{ email: string; oidc_subject: string | null }>(
      'SELECT email, oidc_subject FROM users',
    );
    const audit = await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
    return {
      users: users.rows.length,
      auditRows: Number(audit.rows[0]!.n),
      links: Object.fromEntries(users.rows.map((u) => [u.email, u.oidc_subject])),
    };
  });
}

/** The audit trail's entries about one account, oldest first. */
export function readAuditDetails(subject: string): Promise<unknown[]> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ detail: unknown }>(
      'SELECT detail FROM audit_log WHERE subject = $1 ORDER BY id',
      [subject],
    );
    return rows.map((r) => r.detail);
  });
}
