import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The answers that depend on the address Slotboard is served on (NEXTAUTH_URL), read per process: HSTS and
// upgrade-insecure-requests only over https, the Origin a mutation must carry, and the page policy's nonce.
// Each case loads the modules afresh, as a server started with that address would.

async function load(publicUrl: string, nodeEnv: 'production' | 'development' = 'production') {
  vi.resetModules();
  vi.stubEnv('NEXTAUTH_URL', publicUrl);
  vi.stubEnv('NEXTAUTH_SECRET', 'unit-test-secret-unit-test-secret-0001');
  vi.stubEnv('APP_SECRET', 'unit-test-app-secret-unit-test-app-0001');
  vi.stubEnv('NODE_ENV', nodeEnv);
  const [{ route }, { proxy }] = await Promise.all([import('./route'), import('../../proxy')]);
  const echo = route({ role: 'public', body: z.object({ note: z.string() }) }, async ({ body }) => body);
  const call = (url: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
    echo(new NextRequest(url, init), { params: Promise.resolve({}) });
  return { call, proxy };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const page = (url: string, cookie = 'next-auth.session-token=t') => new NextRequest(url, { headers: { cookie } });

describe('served over https', () => {
  const site = 'https://slotboard.example.com';

  it('API answers and pages carry HSTS; the page policy upgrades insecure requests', async () => {
    const { call, proxy } = await load(site);
    const ok = await call(`${site}/api/echo`, { method: 'POST', headers: { origin: site }, body: '{"note":"x"}' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const refused = await call(`${site}/api/echo`, {
      method: 'POST',
      headers: { origin: 'http://slotboard.example.com' },
      body: '{"note":"x"}',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'origin_mismatch', message: expect.stringContaining('http:// pages are not accepted') },
    });
    expect(refused.headers.get('strict-transport-security')).toContain('max-age=');

    const answer = proxy(page(`${site}/schedule`));
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('served over http', () => {
  const site = 'http://127.0.0.1:3100';

  it('sends no HSTS, and refuses a body over the limit before reading it', async () => {
    const { call, proxy } = await load(site);
    const big = await call(`${site}/api/echo`, {
      method: 'POST',
      headers: { origin: site, 'content-length': String(1024 * 1024) },
      body: '{"note":"x"}',
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      error: { code: 'payload_too_large', message: expect.stringContaining('64 KiB') },
    });
    expect(big.headers.get('strict-transport-security')).toBeNull();
    const bad = await call(`${site}/api/echo`, { method: 'POST', headers: { origin: site }, body: '{"note":' });
    expect(bad.status).toBe(400);
    const answer = proxy(page(`${site}/schedule`));
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it(
    'gives each page request its own nonce, hands it to Next.js in the request, and sends visitors without a ' +
      'session to /login',
    async () => {
      const { proxy } = await load(site);
      const first = proxy(page(`${site}/schedule`));
      const second = proxy(page(`${site}/schedule`));
      const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(nonceOf(first.headers.get('content-security-policy'))).toBeTruthy();
      expect(nonceOf(first.headers.get('content-security-policy'))).not.toBe(
        nonceOf(second.headers.get('content-security-policy')),
      );
      // NextResponse.next({ request: { headers } }) passes the request's new headers on as x-middleware-request-*.
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(
        first.headers.get('content-security-policy'),
      );
      expect(first.headers.get('content-security-policy')).not.toContain('unsafe-eval');

      const visitor = proxy(page(`${site}/orders?page=2`, ''));
      expect(visitor.status).toBe(307);
      const location = new URL(visitor.headers.get('location')!);
      expect(location.pathname + location.search).toBe('/login?callbackUrl=%2Forders%3Fpage%3D2');
      const signIn = proxy(page(`${site}/login`, ''));
      expect(signIn.headers.get('location')).toBeNull();
      expect(signIn.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    },
  );

  it("allows eval only under next dev, for React's dev tooling", async () => {
    const { proxy } = await load(site, 'development');
    expect(proxy(page(`${site}/schedule`)).headers.get('content-security-policy')).toContain("'unsafe-eval'");
  });
});
