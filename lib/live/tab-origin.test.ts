import { afterEach, describe, expect, it, vi } from 'vitest';

async function tabOriginWith(secret: string) {
  vi.resetModules();
  vi.stubEnv('NEXTAUTH_URL', 'http://127.0.0.1:3000');
  vi.stubEnv('NEXTAUTH_SECRET', secret);
  vi.stubEnv('APP_SECRET', 'unit-test-app-secret-unit-test-app-0001');
  return (await import('./tab-origin')).tabOrigin;
}

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const TAB = '3b9d2c1e-5f4a-4e8b-9c7d-6a5b4c3d2e1f';

describe('tabOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the same for the same session and tab, and differs for another session sending the same tab id', async () => {
    const tabOrigin = await tabOriginWith(SECRET);
    const own = tabOrigin('session-a', TAB);
    expect(own).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tabOrigin('session-a', TAB)).toBe(own);
    expect(tabOrigin('session-b', TAB)).not.toBe(own);
    expect(tabOrigin('session-a', '3b9d2c1e-5f4a-4e8b-9c7d-6a5b4c3d2e10')).not.toBe(own);
  });

  it('cannot be made without the server secret', async () => {
    const own = (await tabOriginWith(SECRET))('session-a', TAB);
    expect((await tabOriginWith('another-secret-another-secret-another-0001'))('session-a', TAB)).not.toBe(own);
  });

  it('names no origin for a missing session, a missing tab id, or one the browser would never send', async () => {
    const tabOrigin = await tabOriginWith(SECRET);
    expect(tabOrigin('', TAB)).toBeUndefined();
    for (const tab of [undefined, null, '', 'short', 'x'.repeat(65), 'tab id with spaces', `${TAB}\n`])
      expect(tabOrigin('session-a', tab)).toBeUndefined();
  });
});
