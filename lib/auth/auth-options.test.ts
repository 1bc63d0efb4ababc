import { afterEach, describe, expect, it, vi } from 'vitest';

async function optionsFor(url: string) {
  vi.resetModules();
  vi.stubEnv('NEXTAUTH_URL', url);
  vi.stubEnv('NEXTAUTH_SECRET', 'unit-test-secret-unit-test-secret-0001');
  vi.stubEnv('APP_SECRET', 'unit-test-app-secret-unit-test-app-0001');
  return (await import('./auth-options')).getAuthOptions();
}

describe('getAuthOptions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('marks the session cookie Secure exactly when the dashboard is served over https', async () => {
    expect((await optionsFor('https://slots.example.com')).useSecureCookies).toBe(true);
    expect((await optionsFor('http://127.0.0.1:3000')).useSecureCookies).toBe(false);
  });

  it('keeps sessions in a signed token with a bounded lifetime', async () => {
    const options = await optionsFor('https://slots.example.com');
    expect(options.session).toEqual({ strategy: 'jwt', maxAge: 43_200 });
    expect(options.pages?.signIn).toBe('/login');
  });
});
