import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Browser } from '@playwright/test';
import { decode, encode, type JWT } from 'next-auth/jwt';
import pg from 'pg';
import { ACCOUNTS, storageStateOf } from './support/accounts';
import { SECURITY_BASE_URL, SECURITY_DATA_DIR, SECURITY_DATABASE_URL } from './support/stack';

// A session ends a fixed time after its sign-in however often it is refreshed (lib/auth/session-lifetime.ts). The
// tokens are minted as next-auth mints them, with the stack's own secret and `exp` in the future, so only the absolute
// rule can refuse them. The stack runs with the default lifetimes: 12 hours, 168 for a viewer's wall display.

const COOKIE = 'next-auth.session-token';
const HOUR = 60 * 60;
const secret = () =>
  (JSON.parse(readFileSync(path.join(SECURITY_DATA_DIR, 'demo-secrets.json'), 'utf8')) as { NEXTAUTH_SECRET: string })
    .NEXTAUTH_SECRET;

/** The account's id and session version as the database holds them now. */
async function readAccount(email: string): Promise<{ id: string; sv: number }> {
  const client = new pg.Client({ connectionString: SECURITY_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; sv: number }>(
      'SELECT id, session_version AS sv FROM users WHERE email = $1',
      [email],
    );
    if (!rows[0]) throw new Error(`no account ${email}`);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** A session token for `email` as a sign-in `signedInHoursAgo` hours ago would carry it (null: no sign-in time). */
async function mint(email: string, signedInHoursAgo: number | null, maxAge = 12 * HOUR): Promise<string> {
  const { id, sv } = await readAccount(email);
  const now = Math.floor(Date.now() / 1000);
  const token: JWT = { sub: id, email, name: '', sid: crypto.randomUUID(), sv };
  if (signedInHoursAgo !== null) token.auth_time = now - signedInHoursAgo * HOUR;
  return encode({ token, secret: secret(), maxAge });
}

function withToken(token: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: SECURITY_BASE_URL,
    storageState: {
      cookies: [
        {
          name: COOKIE,
          value: token,
          domain: new URL(SECURITY_BASE_URL).hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
}

async function apiStatus(token: string): Promise<number> {
  const context = await withToken(token);
  try {
    return (await context.get('/api/resources')).status();
  } finally {
    await context.dispose();
  }
}

/** Where the browser ends up opening the day's schedule with the token as its session cookie, and what it says. */
async function pageLandsOn(browser: Browser, token: string): Promise<{ path: string; text: string }> {
  const context = await browser.newContext({
    storageState: { cookies: (await (await withToken(token)).storageState()).cookies, origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${SECURITY_BASE_URL}/schedule`);
    return { path: new URL(page.url()).pathname, text: await page.locator('main').innerText() };
  } finally {
    await context.close();
  }
}

/** Asks, as the wall display does, for the session to become a wall session; the token the server sets back. */
async function askForWall(token: string): Promise<string> {
  const context = await withToken(token);
  try {
    const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const answer = await context.post('/api/auth/session', {
      headers: { Origin: SECURITY_BASE_URL },
      data: { csrfToken, data: { wall: true } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const cookie = (await context.storageState()).cookies.find((c) => c.name === COOKIE);
    expect(cookie, 'the session cookie after the update').toBeDefined();
    return cookie!.value;
  } finally {
    await context.dispose();
  }
}

/** The same token as if its sign-in had been `hours` hours earlier: what the server decided in it stays. */
async function signedInEarlier(token: string, hours: number): Promise<{ token: string; claims: JWT }> {
  const claims = (await decode({ token, secret: secret() }))!;
  // encode() stamps its own iat, exp and jti.
  const moved: JWT = { ...claims, auth_time: Number(claims.auth_time) - hours * HOUR };
  for (const own of ['iat', 'exp', 'jti']) delete moved[own];
  return { token: await encode({ token: moved, secret: secret(), maxAge: 12 * HOUR }), claims };
}

test.describe('absolute session lifetime', () => {
  test('a session signed in 13 hours ago is refused by the API (401) and sent to sign-in by a page', async ({
    browser,
  }) => {
    const stale = await mint(ACCOUNTS.planner.email, 13);
    expect(await apiStatus(stale)).toBe(401);
    const landed = await pageLandsOn(browser, stale);
    expect(landed.path).toBe('/login');
    expect(landed.text).toContain('Your session has ended');
  });

  test('a session signed in a minute ago, minted the same way, is accepted', async ({ browser }) => {
    const fresh = await mint(ACCOUNTS.planner.email, 1 / 60);
    expect(await apiStatus(fresh)).toBe(200);
    expect((await pageLandsOn(browser, fresh)).path).toBe('/schedule');
  });

  test('a token without a sign-in time (signed in before the rule) is refused', async () => {
    expect(await apiStatus(await mint(ACCOUNTS.planner.email, null))).toBe(401);
  });

  test('refreshing the session does not move its sign-in time', async () => {
    // Minted to expire in an hour: the renewal's 12 hours are later, whenever it happens.
    const context = await withToken(await mint(ACCOUNTS.planner.email, 11, HOUR));
    try {
      const before = await decode({ token: (await context.storageState()).cookies[0]!.value, secret: secret() });
      expect((await context.get('/api/auth/session')).status()).toBe(200);
      const after = (await context.storageState()).cookies.find((c) => c.name === COOKIE);
      const claims = after ? await decode({ token: after.value, secret: secret() }) : null;
      // Renewed with a new expiry, never signed in anew.
      expect(claims?.sub).toBe(before!.sub);
      expect(claims!.exp).toBeGreaterThan(before!.exp as number);
      expect(claims!.auth_time).toBe(before!.auth_time);
    } finally {
      await context.dispose();
    }
  });

  test("a viewer's wall display keeps its session past 12 hours; a planner asking for it does not", async () => {
    const viewerWall = await signedInEarlier(await askForWall(await mint(ACCOUNTS.viewer.email, 0)), 13);
    expect(viewerWall.claims.wall).toBe(true);
    expect(await apiStatus(viewerWall.token)).toBe(200);
    // The wall's lifetime counts from the same sign-in: a week and an hour later it is over too.
    expect(await apiStatus((await signedInEarlier(viewerWall.token, 156)).token)).toBe(401);

    const plannerWall = await signedInEarlier(await askForWall(await mint(ACCOUNTS.planner.email, 0)), 13);
    expect(plannerWall.claims.wall).toBeUndefined();
    expect(await apiStatus(plannerWall.token)).toBe(401);
  });

  test("the gate's wall page asks for the wall lifetime itself, and a viewer's session gets it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStateOf('viewer') });
    try {
      const page = await context.newPage();
      const asked = page.waitForResponse(
        (r) => r.url().endsWith('/api/auth/session') && r.request().method() === 'POST',
      );
      await page.goto(`${SECURITY_BASE_URL}/gate/wall`);
      expect((await asked).status()).toBe(200);
      const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
      expect((await decode({ token: cookie!.value, secret: secret() }))?.wall).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a session past its lifetime cannot be turned into a wall session', async () => {
    const context = await withToken(await mint(ACCOUNTS.viewer.email, 13));
    try {
      const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
      await context.post('/api/auth/session', {
        headers: { Origin: SECURITY_BASE_URL },
        data: { csrfToken, data: { wall: true } },
      });
      expect((await context.get('/api/resources')).status()).toBe(401);
    } finally {
      await context.dispose();
    }
  });
});
