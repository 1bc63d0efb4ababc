import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { hasRole, type Role } from '../lib/contracts';
import {
  ACCESS,
  API_ROUTES,
  concretePath,
  METHODS,
  MUTATIONS,
  STREAMS,
  type Access,
  type Method,
} from './support/api-routes';
import { CALLERS, callerContext, cookieHeaderOf, type Caller } from './support/callers';
import { waitForSyncIdle } from './support/sync';

// The authorization matrix: every route file under app/api × every method × anonymous, viewer, planner, admin.
// Anonymous callers get 401 JSON, a role below the route's 403 JSON, an allowed one neither; a method the file does
// not export answers 405 to everyone. Mutations carry the site's own Origin and an empty body, which passes the
// guards and fails validation, so nothing is written.

test('every route file and method is declared in ACCESS (security/support/api-routes.ts)', () => {
  const undeclared = API_ROUTES.flatMap((r) =>
    r.methods.filter((m) => !ACCESS[r.pattern]?.[m]).map((m) => `${m} ${r.pattern} (${r.file})`),
  );
  expect(undeclared, 'declare these in ACCESS in security/support/api-routes.ts with their least role').toEqual([]);
  const stale = Object.entries(ACCESS).flatMap(([pattern, methods]) =>
    (Object.keys(methods) as Method[])
      .filter((m) => !API_ROUTES.find((r) => r.pattern === pattern)?.methods.includes(m))
      .map((m) => `${m} ${pattern}`),
  );
  expect(stale, 'ACCESS declares these but no route file under app/api exports them: remove them').toEqual([]);
  expect(API_ROUTES.length, 'route discovery found no route files under app/api').toBeGreaterThan(20);
});

/** Only the status line of an event stream: the stream itself never ends. */
async function streamStatus(
  baseURL: string,
  path: string,
  caller: Caller,
): Promise<{ status: number; type: string | null }> {
  const abort = new AbortController();
  const response = await fetch(new URL(path, baseURL), {
    headers: { Cookie: cookieHeaderOf(caller) },
    redirect: 'manual',
    signal: abort.signal,
  });
  abort.abort();
  return { status: response.status, type: response.headers.get('content-type') };
}

async function expectRefusal(response: APIResponse, status: 401 | 403, code: string, label: string) {
  expect(response.status(), label).toBe(status);
  expect(response.headers()['content-type'], `${label}: the refusal should be JSON`).toContain('application/json');
  expect(await response.json(), label).toMatchObject({ error: { code } });
}

test.describe('each route answers each caller as its role allows', () => {
  const contexts = new Map<Caller, APIRequestContext>();
  test.beforeAll(async ({ baseURL }) => {
    for (const caller of CALLERS) contexts.set(caller, await callerContext(caller, baseURL!));
  });
  test.afterAll(async () => {
    // The admin's POST /api/admin/sync really starts a run: let it end before other specs count upstream calls.
    await waitForSyncIdle(contexts.get('admin')!);
    for (const context of contexts.values()) await context.dispose();
  });

  // A route with an undeclared method gets no test here: the declaration test above fails for it, naming it.
  for (const route of API_ROUTES.filter((r) => r.methods.every((m) => ACCESS[r.pattern]?.[m]))) {
    test(`${route.pattern} (${route.methods.join(', ')})`, async ({ baseURL }) => {
      const path = concretePath(route.pattern);
      for (const method of METHODS) {
        const access: Access | undefined = ACCESS[route.pattern]?.[method];
        const exported = route.methods.includes(method);
        const mutation = MUTATIONS.includes(method);
        for (const caller of CALLERS) {
          if (STREAMS.has(route.pattern) && method === 'GET') {
            const { status, type } = await streamStatus(baseURL!, path, caller);
            const label = `${caller} → GET ${path} answered ${status}`;
            if (caller === 'anonymous') expect(status, label).toBe(401);
            else if (hasRole(caller, access as Role)) {
              expect(status, label).toBe(200);
              expect(type, label).toContain('text/event-stream');
            } else expect(status, label).toBe(403);
            continue;
          }
          const response = await contexts.get(caller)!.fetch(path, {
            method,
            headers: mutation ? { Origin: baseURL! } : undefined,
            data: mutation ? {} : undefined,
            maxRedirects: 0,
          });
          const status = response.status();
          const label = `${caller} → ${method} ${path} answered ${status}`;
          if (!exported) {
            expect(status, `${label}; ${route.file} does not export ${method}, so 405 was expected`).toBe(405);
          } else if (access === 'signed') {
            await expectRefusal(
              response,
              401,
              'invalid_signature',
              `${label}; an unsigned call must be refused whoever sends it`,
            );
          } else if (access === 'public') {
            expect([401, 403], `${label}; a public route must not refuse anyone`).not.toContain(status);
          } else if (caller === 'anonymous') {
            await expectRefusal(response, 401, 'unauthenticated', `${label}; no session must get 401`);
          } else if (hasRole(caller, access!)) {
            expect([401, 403], `${label}; ${caller} is allowed (least role ${access})`).not.toContain(status);
          } else {
            await expectRefusal(response, 403, 'forbidden', `${label}; ${caller} is below the least role ${access}`);
          }
        }
      }
    });
  }
});
