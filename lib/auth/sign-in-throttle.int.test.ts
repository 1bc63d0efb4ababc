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

  it('locks an account once its attempts reach the limit and tells how long to wait', async () => {
    const subject = { email: 'Someone@Example.com', address: null };
    expect(await throttle.checkSignInThrottle(subject, now)).toBe(0);
    for (let i = 0; i < 3; i++) expect((await throttle.beginSignInAttempt(subject, now)).allowed).toBe(true);
    expect(await throttle.checkSignInThrottle({ email: 'someone@example.com', address: null }, now)).toBe(30);
    expect(await throttle.beginSignInAttempt(subject, now)).toEqual({ allowed: false, waitSeconds: 30 });
    expect(await throttle.checkSignInThrottle(subject, new Date(now.getTime() + 31_000))).toBe(0);
  });

  it('a success takes its own attempt back: the account is cleared, the address keeps only failures', async () => {
    const subject = { email: 'other@example.com', address: '10.9.8.7' };
    for (let i = 0; i < 2; i++) await throttle.beginSignInAttempt(subject, now);
    await throttle.beginSignInAttempt(subject, now);
    await throttle.finishSuccessfulSignIn(subject);
    const rows = await (await db.getDb()).select().from(db.schema.signInFailures);
    expect(rows.find((r) => r.key === 'account:other@example.com')).toBeUndefined();
    expect(rows.find((r) => r.key === 'address:10.9.8.7')?.failures).toBe(2);
    for (let i = 0; i < 3; i++) await throttle.beginSignInAttempt({ email: `x${i}@example.com`, address: '10.9.8.7' }, now);
    expect(await throttle.checkSignInThrottle({ email: 'fresh@example.com', address: '10.9.8.7' }, now)).toBeGreaterThan(0);
  });

  it('lets no more than the limit through when many guesses arrive at once', async () => {
    const subject = { email: 'burst@example.com', address: null };
    const results = await Promise.all(Array.from({ length: 8 }, () => throttle.beginSignInAttempt(subject, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const rows = await (await db.getDb()).select().from(db.schema.signInFailures);
    expect(rows.find((r) => r.key === 'account:burst@example.com')?.failures).toBe(3);
  });
});
