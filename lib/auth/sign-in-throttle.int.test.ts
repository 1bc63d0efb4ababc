import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

describe.each(databaseTargets)('sign-in throttle on $name', (target) => {
  let throttle: typeof import('./sign-in-throttle');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target, { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '5', LOGIN_WINDOW_SECONDS: '600' });

  beforeAll(async () => {
    throttle = await import('./sign-in-throttle');
    db = await import('@/lib/db');
  });

  const now = new Date('2026-11-21T08:00:00Z');

  it('blocks an account after its limit and tells how long to wait', async () => {
    const subject = { email: 'Someone@Example.com', address: null };
    expect(await throttle.checkSignInThrottle(subject, now)).toBe(0);
    for (let i = 0; i < 3; i++) await throttle.recordSignInFailure(subject, now);
    expect(await throttle.checkSignInThrottle({ email: 'someone@example.com', address: null }, now)).toBe(30);
    expect(await throttle.checkSignInThrottle(subject, new Date(now.getTime() + 31_000))).toBe(0);
  });

  it('a successful sign-in clears the account but not the address', async () => {
    const subject = { email: 'other@example.com', address: '10.9.8.7' };
    for (let i = 0; i < 3; i++) await throttle.recordSignInFailure(subject, now);
    await throttle.clearSignInFailures('other@example.com');
    expect(await throttle.checkSignInThrottle({ email: 'other@example.com', address: null }, now)).toBe(0);
    for (let i = 0; i < 2; i++) await throttle.recordSignInFailure({ email: `x${i}@example.com`, address: '10.9.8.7' }, now);
    expect(await throttle.checkSignInThrottle({ email: 'fresh@example.com', address: '10.9.8.7' }, now)).toBeGreaterThan(0);
  });

  it('counts every one of many simultaneous failures', async () => {
    const subject = { email: 'burst@example.com', address: null };
    await Promise.all(Array.from({ length: 8 }, () => throttle.recordSignInFailure(subject, now)));
    const handle = await db.getDb();
    const rows = await handle.select().from(db.schema.signInFailures);
    expect(rows.find((r) => r.key === 'account:burst@example.com')?.failures).toBe(8);
  });
});
