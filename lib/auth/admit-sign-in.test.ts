import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let admitSignIn: typeof import('./admit-sign-in').admitSignIn;

beforeAll(async () => {
  vi.stubEnv('NEXTAUTH_URL', 'http://127.0.0.1:3000');
  vi.stubEnv('NEXTAUTH_SECRET', 'unit-test-secret-unit-test-secret-0001');
  vi.stubEnv('APP_SECRET', 'unit-test-app-secret-unit-test-app-0001');
  vi.stubEnv('SIGN_IN_MAX_CONCURRENT', '1');
  ({ admitSignIn } = await import('./admit-sign-in'));
});
afterAll(() => vi.unstubAllEnvs());

describe('admitSignIn', () => {
  it('lets in the sign-ins being checked and a bounded queue, then refuses at once with Retry-After', () => {
    // SIGN_IN_MAX_CONCURRENT=1: one being checked and eight waiting.
    const admitted = Array.from({ length: 9 }, () => admitSignIn());
    let refusal: unknown;
    try {
      admitSignIn();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      code: 'rate_limited',
      status: 429,
      message: 'Slotboard is checking too many sign-ins at once. Try again in 2 seconds.',
      details: { reason: 'busy', retryAfterSeconds: 2 },
      headers: { 'Retry-After': '2' },
    });
    // Releasing twice frees one place, not two.
    admitted[0]!();
    admitted[0]!();
    const next = admitSignIn();
    expect(() => admitSignIn()).toThrow(/too many sign-ins/);
    next();
    for (const release of admitted.slice(1)) release();
  });
});
