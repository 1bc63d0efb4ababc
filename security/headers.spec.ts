import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Response } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { API_ROUTES, concretePath, STREAMS } from './support/api-routes';
import { callerContext } from './support/callers';
import { watchCsp } from './support/watch-csp';

// Security headers on every page and API answer, and a Content-Security-Policy that holds in Chromium: scripts run
// only by this response's nonce, an injected inline script does not run and is reported, and the app still works.
// Pages are found on disk (app/**/page.tsx), so a new page is checked without being listed here.

/** Every page's URL, from the files under app/: route groups `(name)` are not part of the URL. */
function findPages(dir: string, segments: string[] = []): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === 'api' && segments.length === 0) continue;
      pages.push(
        ...findPages(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]),
      );
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      pages.push(`/${segments.join('/')}`);
    }
  }
  return pages.sort();
}
const PAGES = findPages(path.resolve('app'));

/** The directives of a CSP header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** What every answer, page or API, carries. */
function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions, what).toContain(`${feature}=()`);
  // The stack is served over plain http: HSTS there would be ignored by browsers and is not sent.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  // The peer-address stamp (lib/auth/stamp-peer-address.ts) carries a per-process secret: it never leaves the server.
  expect(
    Object.keys(headers).filter((name) => name.includes('slotboard-peer') || name.startsWith('x-middleware')),
    what,
  ).toEqual([]);
}

/**
 * A page's policy: scripts by nonce only, nothing eval'd, nothing framing it, no plugins, no foreign base or form
 * target.
 */
function expectPagePolicy(policy: string | undefined, what: string): string {
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy!);
  const scripts = csp.get('script-src') ?? [];
  const nonce = scripts.find((s) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(s));
  expect(nonce, `${what}: script-src ${scripts.join(' ')}`).toBeTruthy();
  expect(scripts, what).toContain("'strict-dynamic'");
  expect(policy, what).not.toContain('unsafe-eval');
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  return nonce!.slice("'nonce-".length, -1);
}

const headersOf = async (response: Response | APIResponse | null) => {
  expect(response).not.toBeNull();
  return 'allHeaders' in response! ? await response.allHeaders() : response!.headers();
};

test.describe('every page answers with the security headers', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the page list is read from app/ and covers the known pages', () => {
    // A sanity check of the discovery itself, not a list to keep in step.
    expect(PAGES).toEqual(expect.arrayContaining(['/', '/login', '/schedule', '/orders', '/admin/users']));
    for (const page of PAGES) expect(page, 'a dynamic page needs an example URL here').not.toMatch(/\[/);
  });

  for (const url of PAGES) {
    test(`${url} (signed in as admin)`, async ({ page, request }) => {
      const csp = watchCsp(page);
      const response = await page.goto(url);
      const headers = await headersOf(response);
      expect(response!.status(), `${url} → ${response!.url()}`).toBeLessThan(400);
      expectCommonHeaders(headers, url);
      const nonce = expectPagePolicy(headers['content-security-policy'], url);

      // Next.js put this response's nonce on every script it rendered, and only there.
      const html = await response!.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toContain(`nonce="${nonce}"`);

      // A fresh nonce per request: a nonce that leaked from one page cannot be used on the next.
      const again = await request.get(url);
      expect(expectPagePolicy(again.headers()['content-security-policy'], `${url} again`)).not.toBe(nonce);

      // Signed-in pages hydrate (the shell's user menu; the wall display, which has no shell, its heading drawn in
      // the browser; the printed day plan, its toolbar once it has fitted the sheets); the sign-in page sends a
      // signed-in user on.
      const hydrated = url.startsWith('/gate/wall')
        ? page.getByRole('heading', { level: 1, name: /^Gate/ })
        : url === '/schedule/print'
          ? page.locator('[data-print-ready="true"]')
          : page.getByTestId('signed-in-user');
      await expect(hydrated).toBeVisible();
      expect(csp, `${url}: CSP reports on a normal page`).toEqual([]);
    });
  }

  test('a page that does not exist answers 404 with the same headers', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    const headers = await headersOf(response);
    expectCommonHeaders(headers, '404');
    expectPagePolicy(headers['content-security-policy'], '404');
  });

  test('the sign-in page, and the redirect to it, carry the headers for a visitor without a session', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const csp = watchCsp(page);
    const redirect = await context.request.get('/schedule', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers()['location']).toContain('/login?callbackUrl=%2Fschedule');
    expectCommonHeaders(redirect.headers(), 'redirect to /login');
    const response = await page.goto('/login');
    const headers = await headersOf(response);
    expectCommonHeaders(headers, '/login');
    expectPagePolicy(headers['content-security-policy'], '/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(csp).toEqual([]);
    await context.close();
  });
});

test.describe('every API answer carries the headers', () => {
  test('for anonymous callers and an admin, successes and refusals alike', async ({ baseURL }) => {
    for (const caller of ['anonymous', 'admin'] as const) {
      const api = await callerContext(caller, baseURL!);
      try {
        for (const route of API_ROUTES.filter((r) => r.methods.includes('GET') && !STREAMS.has(r.pattern))) {
          const url = concretePath(route.pattern);
          const response = await api.get(url, { maxRedirects: 0 });
          const what = `${caller} GET ${url} (${response.status()})`;
          expectCommonHeaders(response.headers(), what);
          // Answers are data, never documents: nothing in them may load, run or be framed.
          expect(directives(response.headers()['content-security-policy'] ?? '').get('default-src'), what).toEqual([
            "'none'",
          ]);
        }
        const refused = await api.post('/api/reservations', { headers: { Origin: 'https://evil.example' }, data: {} });
        expect(refused.status()).toBe(403);
        expectCommonHeaders(refused.headers(), `${caller} forged POST`);
      } finally {
        await api.dispose();
      }
    }
  });
});

test.describe('/api/health tells strangers only up or down', () => {
  test('anonymous callers get the status alone; a signed-in admin the details', async ({ baseURL }) => {
    const anonymous = await callerContext('anonymous', baseURL!);
    const planner = await callerContext('planner', baseURL!);
    const admin = await callerContext('admin', baseURL!);
    try {
      for (const caller of [anonymous, planner]) {
        const response = await caller.get('/api/health');
        expect(response.status()).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok' });
      }
      const details = await admin.get('/api/health');
      expect(details.status()).toBe(200);
      expect(await details.json()).toMatchObject({
        status: 'ok',
        db: { status: 'ok', driver: expect.stringMatching(/^(pglite|postgres)$/) },
        upstream: { status: 'configured', environment: 'emulator' },
      });
    } finally {
      await Promise.all([anonymous.dispose(), planner.dispose(), admin.dispose()]);
    }
  });
});
