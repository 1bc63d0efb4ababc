import http from 'node:http';
import { expect, test } from '@playwright/test';
import { signIn, signInAlert, signInAndWait } from '../e2e/support/sign-in';
import { callerContext } from './support/callers';

// Sign-in lockout that an attacker cannot aim at a victim, through the real server.
// Attackers talk plain HTTP from their own loopback addresses (every 127/8 address is this machine), so the server
// sees them as other clients than the browser on 127.0.0.1, exactly as it would see other machines; the browser
// signs in through the form. The stack sets no LOGIN_* variable: the defaults hold (5 failures per account from one
// address, 50 per address, 4 × 5 per account from all clients it has not seen before).
const PER_ADDRESS_LIMIT = 50;
const AUTH_BODY_LIMIT = 8 * 1024;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One plain HTTP request from `localAddress`, with nothing a browser would add. */
function send(
  baseURL: string,
  localAddress: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer[] } = {},
): Promise<Answer> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        localAddress,
        headers: options.headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    // An array is sent chunk by chunk without a Content-Length (chunked transfer encoding).
    if (Array.isArray(options.body)) for (const chunk of options.body) request.write(chunk);
    else if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

const cookiesOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ');

/** A complete scripted sign-in (next-auth's CSRF token and cookie, the site's Origin) from `localAddress`. */
async function scriptedSignIn(
  baseURL: string,
  localAddress: string,
  email: string,
  password: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const csrf = await send(baseURL, localAddress, '/api/auth/csrf');
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const body = new URLSearchParams({ email, password, csrfToken, json: 'true' }).toString();
  return send(baseURL, localAddress, '/api/auth/callback/credentials', {
    method: 'POST',
    headers: {
      Origin: baseURL,
      Cookie: cookiesOf(csrf),
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(Buffer.byteLength(body)),
      ...extraHeaders,
    },
    body,
  });
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an attacker who knows an admin e-mail cannot stop that admin signing in from their own browser', async ({
  browser,
  baseURL,
}) => {
  // A fresh admin, so that the lock the attacker earns on its account touches no other spec.
  const email = `lockout-admin-${stamp()}@example.com`;
  const password = 'lockout-admin-password-1';
  const admin = await callerContext('admin', baseURL!);
  const created = await admin.post('/api/admin/users', {
    headers: { Origin: baseURL! },
    data: { email, role: 'admin', password },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // The admin has signed in from this browser before, then their session ended.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, email, password);
  await context.clearCookies({ name: 'next-auth.session-token' });

  // The attacker guesses from eight addresses of its own until every one of them is refused.
  const attackers = Array.from({ length: 8 }, (_, i) => `127.13.0.${i + 1}`);
  const statuses: number[] = [];
  for (const address of attackers) {
    for (let guess = 0; guess < 6; guess++)
      statuses.push((await scriptedSignIn(baseURL!, address, email, `guess-${address}-${guess}`)).status);
  }
  expect(statuses.filter((s) => s === 401).length, 'guesses the server checked').toBeGreaterThanOrEqual(20);
  expect(statuses.at(-1), 'the attacker ends up refused').toBe(429);

  // A client the account has never seen is refused too, even with the right password: guessing spread over many
  // addresses is held back for everyone but the account's known clients...
  const stranger = await scriptedSignIn(baseURL!, '127.13.0.200', email, password);
  expect(stranger.status).toBe(429);
  expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

  // ...while the admin's own browser is judged on its own failures alone: a typo gets the usual answer, not a lock,
  // and the right password signs in, through the form.
  await signIn(page, email, 'a-typo-of-the-admin');
  await expect(signInAlert(page)).toHaveText('Wrong e-mail or password. Check both and try again.');
  await signInAndWait(page, email, password);
  await context.close();
});

test('a spoofed X-Forwarded-For does not escape the per-address limit', async ({ baseURL }) => {
  const address = '127.13.1.1';
  const run = stamp();
  // Without a trusted proxy the header is the client's own words: a new one each time must still be the same address.
  const spoofed = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}` });

  // Per account from one address: five guesses, then refused, whichever address the client claims.
  const email = `spoof-${run}@example.com`;
  for (let i = 0; i < 5; i++)
    expect((await scriptedSignIn(baseURL!, address, email, `guess-${i}`, spoofed(i))).status).toBe(401);
  const pair = await scriptedSignIn(baseURL!, address, email, 'guess-5', spoofed(5));
  expect(pair.status).toBe(429);
  expect(JSON.parse(pair.text)).toMatchObject({
    error: { code: 'rate_limited', message: expect.stringContaining('Too many failed sign-ins') },
  });

  // Per address: a new e-mail and a new claimed address every time; the 51st failure from this address is refused.
  const answers: number[] = [];
  for (let i = 0; i < PER_ADDRESS_LIMIT - 5; i++)
    answers.push(
      (await scriptedSignIn(baseURL!, address, `spoof-${run}-${i}@example.com`, 'guess', spoofed(100 + i))).status,
    );
  expect(
    answers.every((s) => s === 401),
    `every guess before the limit is checked: ${answers.join(' ')}`,
  ).toBe(true);
  const refused = await scriptedSignIn(baseURL!, address, `spoof-${run}-last@example.com`, 'guess', spoofed(999));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  // Another address is unaffected: the limit is the spoofer's own.
  expect((await scriptedSignIn(baseURL!, '127.13.1.2', `spoof-${run}-other@example.com`, 'guess')).status).toBe(401);
});

test('an oversized sign-in body gets 413 before it is read, with or without a Content-Length', async ({ baseURL }) => {
  const address = '127.13.2.1';
  const padding = 'x'.repeat(AUTH_BODY_LIMIT);
  const body = new URLSearchParams({ email: 'admin@example.com', password: padding }).toString();
  const headers = { Origin: baseURL!, 'Content-Type': 'application/x-www-form-urlencoded' };

  const declared = await send(baseURL!, address, '/api/auth/callback/credentials', {
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    body,
  });
  expect(declared.status).toBe(413);
  expect(JSON.parse(declared.text)).toEqual({
    error: {
      code: 'payload_too_large',
      message: 'The request body is larger than the limit of 8 KiB (8192 bytes).',
      details: { limitBytes: AUTH_BODY_LIMIT },
    },
  });

  const chunks = Array.from({ length: 6 }, (_, i) =>
    Buffer.from(i === 0 ? 'email=admin%40example.com&password=' : padding.slice(0, 2048)),
  );
  const streamed = await send(baseURL!, address, '/api/auth/callback/credentials', {
    method: 'POST',
    headers: { ...headers, 'Transfer-Encoding': 'chunked' },
    body: chunks,
  });
  expect(streamed.status).toBe(413);

  // Every next-auth POST has the limit, not only the sign-in.
  const signOut = await send(baseURL!, address, '/api/auth/signout', {
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    body,
  });
  expect(signOut.status).toBe(413);

  // A sign-in of ordinary size from the same address is still answered normally.
  expect((await scriptedSignIn(baseURL!, address, `small-${stamp()}@example.com`, 'guess')).status).toBe(401);
});
