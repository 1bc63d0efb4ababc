import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCESS, API_ROUTES, concretePath, MUTATIONS, type Method } from './support/api-routes';
import { ACCOUNTS } from './support/accounts';
import { callerContext } from './support/callers';
import { SECURITY_PORT } from './support/stack';
import { waitForSyncIdle } from './support/sync';
import { lastUpstreamCallId, upstreamCallsAfter } from './support/upstream-calls';

// Cross-site request forgery: a mutation is accepted only with the Origin of the site itself (scheme, host and
// port). Each attempt below carries a valid session, so only the Origin decides; each must be refused with 403
// origin_mismatch and change nothing, neither in Slotboard nor at the service.

/** Origins a forged request may carry, with what makes each wrong. */
function forgedOrigins(baseURL: string): { name: string; headers: Record<string, string> }[] {
  const site = new URL(baseURL);
  // The stack is served over http: the same host and port with the other scheme is a different origin (a page on
  // http:// must not write to an https:// site, nor the other way round), so the check must compare the scheme.
  const otherScheme = `${site.protocol === 'http:' ? 'https:' : 'http:'}//${site.host}`;
  return [
    { name: 'a foreign Origin', headers: { Origin: 'https://evil.example' } },
    { name: 'Origin: null (sandboxed frame, data: URL)', headers: { Origin: 'null' } },
    { name: `an Origin differing only in scheme (${otherScheme})`, headers: { Origin: otherScheme } },
    // No proxy is trusted (TRUSTED_PROXIES is empty): a forwarded host a client sends names nothing.
    {
      name: 'a foreign Origin with a matching X-Forwarded-Host',
      headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    },
    {
      name: 'an Origin on another port',
      headers: { Origin: `${site.protocol}//${site.hostname}:${SECURITY_PORT + 1}` },
    },
    { name: 'no Origin', headers: {} },
  ];
}

/** Every exported mutation of a session route (the signed webhook receiver takes no session and no Origin). */
const SESSION_MUTATIONS = API_ROUTES.flatMap((r) =>
  r.methods
    .filter(
      (m) => MUTATIONS.includes(m) && ACCESS[r.pattern]?.[m] !== 'signed' && r.pattern !== '/api/auth/[...nextauth]',
    )
    .map((m) => ({ route: r, method: m as Method })),
);

test.describe('forged mutations are refused', () => {
  let admin: APIRequestContext;
  let planner: APIRequestContext;
  let firstCall = 0;
  test.beforeAll(async ({ baseURL }) => {
    admin = await callerContext('admin', baseURL!);
    planner = await callerContext('planner', baseURL!);
    await waitForSyncIdle(admin);
    firstCall = await lastUpstreamCallId(admin);
  });
  test.afterAll(async () => {
    await admin.dispose();
    await planner.dispose();
  });

  test('every mutating route refuses every forged Origin, even for an admin', async ({ baseURL }) => {
    expect(SESSION_MUTATIONS.length, 'route discovery found no mutating routes').toBeGreaterThan(15);
    const accepted: string[] = [];
    for (const { route, method } of SESSION_MUTATIONS) {
      for (const forged of forgedOrigins(baseURL!)) {
        const response = await admin.fetch(concretePath(route.pattern), {
          method,
          headers: forged.headers,
          data: {},
          maxRedirects: 0,
        });
        const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
        if (response.status() !== 403 || body?.error?.code !== 'origin_mismatch') {
          accepted.push(
            `${method} ${route.pattern} with ${forged.name} answered ${response.status()} ${body?.error?.code ?? ''}`,
          );
        }
      }
    }
    expect(accepted, 'each should be 403 origin_mismatch').toEqual([]);
  });

  test('forged requests that would succeed with the right Origin change nothing', async ({ baseURL }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `csrf-${stamp}@example.com`;
    const company = `CSRF Company ${stamp}`;
    const settingsBefore = (
      (await (await admin.get('/api/admin/sync')).json()) as { settings: { intervalMinutes: number } }
    ).settings;
    const before = await lastUpstreamCallId(admin);

    for (const forged of forgedOrigins(baseURL!)) {
      const user = await admin.post('/api/admin/users', {
        headers: forged.headers,
        data: { email, role: 'admin', password: 'csrf-password-1' },
      });
      expect(user.status(), `creating an admin with ${forged.name}`).toBe(403);
      const created = await planner.post('/api/companies', {
        headers: forged.headers,
        data: { CompanyName: company, CountryCode: 'CZ' },
      });
      expect(created.status(), `creating a company with ${forged.name}`).toBe(403);
      const settings = await admin.patch('/api/admin/sync', {
        headers: forged.headers,
        data: { intervalMinutes: settingsBefore.intervalMinutes === 7 ? 8 : 7 },
      });
      expect(settings.status(), `changing the sync settings with ${forged.name}`).toBe(403);
    }

    // Before any read below: the reads themselves may reach the service.
    const calls = await upstreamCallsAfter(admin, before);
    expect(
      calls.map((c) => `${c.method} ${c.path}`),
      'a refused request must not reach the service',
    ).toEqual([]);
    const users = (await (await admin.get('/api/admin/users')).json()) as { users: { email: string }[] };
    expect(users.users.map((u) => u.email)).not.toContain(email);
    const companies = (await (await planner.get(`/api/companies?search=${encodeURIComponent(company)}`)).json()) as {
      companies: { CompanyName: string }[];
    };
    expect(companies.companies.map((c) => c.CompanyName)).not.toContain(company);
    const settingsAfter = ((await (await admin.get('/api/admin/sync')).json()) as { settings: unknown }).settings;
    expect(settingsAfter).toEqual(settingsBefore);

    // The same requests with the site's own Origin pass the check: the refusals above were the Origin's doing.
    const genuine = await admin.patch('/api/admin/sync', {
      headers: { Origin: baseURL! },
      data: { intervalMinutes: settingsBefore.intervalMinutes },
    });
    expect(genuine.status(), await genuine.text()).toBe(200);
  });

  test('no refused mutation reached the service', async () => {
    const calls = await upstreamCallsAfter(admin, firstCall);
    // Reads the specs made themselves (GET) are allowed; a write would mean a forged request got through.
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});

test.describe('sign-in from a forged page', () => {
  // Login CSRF: a foreign page that knows a password (its own account) must not sign the victim's browser in.
  // The attempt is complete (next-auth's CSRF token and cookie, the right password), so only the Origin decides.
  for (const forged of [
    { name: 'a foreign Origin', headers: { Origin: 'https://evil.example' } as Record<string, string> },
    { name: 'Origin: null', headers: { Origin: 'null' } },
    { name: 'an Origin differing only in scheme', headers: { Origin: `https://127.0.0.1:${SECURITY_PORT}` } },
  ]) {
    test(`with ${forged.name} is refused and sets no session`, async ({ baseURL }) => {
      const browserless = await callerContext('anonymous', baseURL!);
      const { csrfToken } = (await (await browserless.get('/api/auth/csrf')).json()) as { csrfToken: string };
      const answer = await browserless.post('/api/auth/callback/credentials', {
        headers: forged.headers,
        form: { email: ACCOUNTS.planner.email, password: ACCOUNTS.planner.password, csrfToken, json: 'true' },
        maxRedirects: 0,
      });
      const cookies = (await browserless.storageState()).cookies.map((c) => c.name);
      expect(
        cookies.filter((name) => name.includes('session-token')),
        `sign-in with ${forged.name} set a session cookie (answered ${answer.status()})`,
      ).toEqual([]);
      expect(answer.status(), `sign-in with ${forged.name}`).toBe(403);
      await browserless.dispose();
    });
  }
});
