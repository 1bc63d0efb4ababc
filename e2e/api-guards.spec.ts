import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { hasRole, ROLES, type Role } from '../lib/contracts';
import { storageStateOf } from './support/accounts';

// Every /api route file, found on disk, must be listed here with the least role it allows.
// A new route that is missing here, or that answers a caller below its role, fails this test.
// 'signed': no session opens it; the caller proves itself with the webhook signature (401 without one).
type Access = Role | 'public' | 'signed';
const EXPECTED: Record<string, Partial<Record<string, Access>>> = {
  '/api/auth/[...nextauth]': { GET: 'public', POST: 'public' },
  '/api/health': { GET: 'public' },
  '/api/admin/users': { GET: 'admin', POST: 'admin' },
  '/api/admin/users/[id]': { PATCH: 'admin' },
  '/api/admin/connection': { GET: 'admin' },
  '/api/admin/connection/[environment]': { PUT: 'admin' },
  '/api/admin/connection/[environment]/test': { POST: 'admin' },
  '/api/admin/connection/active': { POST: 'admin' },
  '/api/admin/upstream-calls': { GET: 'admin' },
  '/api/admin/sync': { GET: 'admin', POST: 'admin', PATCH: 'admin' },
  '/api/admin/webhooks': { GET: 'admin' },
  '/api/admin/webhooks/replay': { POST: 'admin' },
  '/api/deleted-reservations': { GET: 'viewer' },
  '/api/reservations': { GET: 'viewer', POST: 'planner' },
  '/api/reservations/[id]': { GET: 'viewer', PUT: 'planner' },
  '/api/reservations/[id]/note': { POST: 'planner' },
  '/api/reservations/from-orders': { POST: 'planner' },
  '/api/reservations/[id]/history': { GET: 'viewer' },
  '/api/live': { GET: 'viewer' },
  '/api/webhooks': { POST: 'signed' },
  '/api/resources': { GET: 'viewer' },
  '/api/vehicle-types': { GET: 'viewer' },
  '/api/units': { GET: 'viewer' },
  '/api/orders': { GET: 'viewer', POST: 'planner' },
  '/api/orders/[id]': { GET: 'viewer', PATCH: 'planner', DELETE: 'planner' },
  '/api/orders/[id]/rows': { GET: 'viewer', POST: 'planner' },
  '/api/order-rows/[id]': { PATCH: 'planner', DELETE: 'planner' },
  '/api/orders/row-summaries': { GET: 'viewer' },
  '/api/companies': { GET: 'viewer', POST: 'planner' },
  '/api/companies/[id]': { PATCH: 'planner', DELETE: 'planner' },
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SAMPLE_ID = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const apiRoot = path.resolve('app/api');

function findRoutes(dir: string): { pattern: string; methods: string[] }[] {
  const found: { pattern: string; methods: string[] }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findRoutes(full));
    else if (/^route\.tsx?$/.test(entry.name)) {
      const source = readFileSync(full, 'utf8');
      const methods = METHODS.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b|as ${m}\\b`).test(source));
      const pattern = '/api' + path.relative(apiRoot, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).map((s) => `/${s}`).join('');
      found.push({ pattern, methods });
    }
  }
  return found;
}

function concretePath(pattern: string): string {
  if (pattern === '/api/auth/[...nextauth]') return '/api/auth/session';
  return pattern
    .replace(/\[\.\.\.[^\]]+\]/g, 'x')
    .replace('[environment]', 'sandbox')
    .replace(/\[[^\]]+\]/g, SAMPLE_ID);
}

const routes = findRoutes(apiRoot);

// Event streams never end: only the status line is read, then the connection is dropped.
const STREAMS = new Set(['/api/live']);
async function streamStatus(baseURL: string, path: string, caller: Role | 'anonymous'): Promise<number> {
  const cookies = caller === 'anonymous' ? [] : (JSON.parse(readFileSync(storageStateOf(caller), 'utf8')) as { cookies: { name: string; value: string }[] }).cookies;
  const abort = new AbortController();
  const response = await fetch(new URL(path, baseURL), { headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }, redirect: 'manual', signal: abort.signal });
  if (response.status === 200) expect(response.headers.get('content-type')).toContain('text/event-stream');
  abort.abort();
  return response.status;
}
const callers: (Role | 'anonymous')[] = ['anonymous', ...ROLES];

test('every route file is in the expected-access table', () => {
  const missing = routes.flatMap((r) => r.methods.filter((m) => !EXPECTED[r.pattern]?.[m]).map((m) => `${m} ${r.pattern}`));
  expect(missing, 'add these to EXPECTED in e2e/api-guards.spec.ts with their least role').toEqual([]);
  expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
});

test.describe('each route answers each kind of caller as its role allows', () => {
  const contexts = new Map<string, APIRequestContext>();
  test.beforeAll(async ({ baseURL }) => {
    for (const caller of callers) {
      contexts.set(caller, await request.newContext({ baseURL, storageState: caller === 'anonymous' ? undefined : storageStateOf(caller) }));
    }
  });
  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose();
  });

  for (const route of routes) {
    for (const method of route.methods) {
      test(`${method} ${route.pattern}`, async ({ baseURL }) => {
        const access = EXPECTED[route.pattern]?.[method];
        test.skip(!access, 'reported by the table test above');
        const mutation = method !== 'GET';
        for (const caller of callers) {
          if (STREAMS.has(route.pattern)) {
            const status = await streamStatus(baseURL!, concretePath(route.pattern), caller);
            const label = `${caller} → ${method} ${route.pattern} answered ${status}`;
            if (caller === 'anonymous') expect(status, label).toBe(401);
            else expect(status, label).toBe(hasRole(caller, access as Role) ? 200 : 403);
            continue;
          }
          const response = await contexts.get(caller)!.fetch(concretePath(route.pattern), {
            method,
            headers: mutation ? { Origin: baseURL! } : undefined,
            // An empty object: enough to pass the guard and fail validation, so nothing is ever written.
            data: mutation ? {} : undefined,
            maxRedirects: 0,
          });
          const status = response.status();
          const label = `${caller} → ${method} ${route.pattern} answered ${status}`;
          if (access === 'signed') {
            expect(status, label).toBe(401);
            expect(await response.json(), label).toMatchObject({ error: { code: 'invalid_signature' } });
          } else if (access === 'public') {
            expect(status, label).not.toBe(401);
            expect(status, label).not.toBe(403);
          } else if (caller === 'anonymous') {
            expect(status, label).toBe(401);
          } else {
            const required: Role = mutation && access === 'viewer' ? 'planner' : access!;
            if (hasRole(caller, required)) expect([401, 403], label).not.toContain(status);
            else expect(status, label).toBe(403);
          }
        }
      });
    }
  }
});

test('a mutation without a matching Origin is refused even for an admin', async ({ baseURL }) => {
  const admin = await request.newContext({ baseURL, storageState: storageStateOf('admin') });
  const missing = await admin.post('/api/admin/users', { data: { email: 'o@example.com', role: 'viewer', password: 'origin-test-1' } });
  expect(missing.status()).toBe(403);
  const foreign = await admin.post('/api/admin/users', {
    headers: { Origin: 'https://evil.example' },
    data: { email: 'o@example.com', role: 'viewer', password: 'origin-test-1' },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toMatchObject({ error: { code: 'origin_mismatch' } });
  const users = (await (await admin.get('/api/admin/users')).json()) as { users: { email: string }[] };
  expect(users.users.map((u) => u.email)).not.toContain('o@example.com');
  await admin.dispose();
});
