import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

describe.each(databaseTargets)('sign-in throttle on $name', (target) => {
  let throttle: typeof import('./sign-in-throttle');
  let db: typeof import('@/lib/db');

  // Per account from one address 3, per address 5, per account from all unknown clients 4 × 3 = 12.
  useFreshDatabase(target, {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
    LOGIN_WINDOW_SECONDS: '600',
  });

  beforeAll(async () => {
    throttle = await import('./sign-in-throttle');
    db = await import('@/lib/db');
  });

  const now = new Date('2026-11-21T08:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const rows = async () => (await db.getDb()).select().from(db.schema.signInFailures);
  const fail = async (subject: Parameters<typeof throttle.beginSignInAttempt>[0], times: number, at = now) => {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await throttle.beginSignInAttempt(subject, at));
    return results;
  };

  it('refuses one account from one address once its attempts reach the limit, and tells how long to wait', async () => {
    const subject = { email: 'Someone@Example.com', address: '198.51.100.1', knownClient: null };
    expect(await throttle.checkSignInThrottle(subject, now)).toBe(0);
    expect((await fail(subject, 3)).every((r) => r.allowed)).toBe(true);
    expect(await throttle.checkSignInThrottle({ ...subject, email: 'someone@example.com' }, now)).toBe(30);
    expect(await throttle.beginSignInAttempt(subject, now)).toEqual({ allowed: false, waitSeconds: 30 });
    // Another address may still try the same account: the lock is aimed at the guesser, not the account.
    expect(await throttle.checkSignInThrottle({ ...subject, address: '198.51.100.2' }, now)).toBe(0);
    expect(await throttle.checkSignInThrottle(subject, later(31))).toBe(0);
  });

  it('a client that signed in to the account before is judged on its own failures alone', async () => {
    const email = 'admin@example.com';
    // An attacker spread over many addresses locks the account for every client it has not seen before...
    for (let i = 0; i < 12; i++)
      await throttle.beginSignInAttempt({ email, address: `203.0.113.${i}`, knownClient: null }, now);
    expect(await throttle.checkSignInThrottle({ email, address: '192.0.2.200', knownClient: null }, now)).toBe(30);
    // ...but not the admin's own browser, even from an address the attacker used.
    const admin = { email, address: '203.0.113.1', knownClient: 'admin-browser-id-000001' };
    expect(await throttle.checkSignInThrottle(admin, now)).toBe(0);
    expect(await throttle.beginSignInAttempt(admin, now)).toEqual({ allowed: true, waitSeconds: 0 });
    await throttle.finishSuccessfulSignIn(admin);
    // Its sign-in leaves the attacker's count on the account as it was.
    expect((await rows()).find((r) => r.key === `account:${email}`)?.failures).toBe(12);
    // A known client that keeps failing is stopped too, and only itself.
    expect((await fail(admin, 3)).every((r) => r.allowed)).toBe(true);
    expect(await throttle.checkSignInThrottle(admin, now)).toBe(30);
    expect(await throttle.checkSignInThrottle({ ...admin, knownClient: 'another-browser-id-0002' }, now)).toBe(0);
  });

  it('a right password that happens to be the attempt reaching a shared limit leaves no lockout behind', async () => {
    // Four colleagues behind one address mistype once each; the fifth attempt from that address is right.
    for (let i = 0; i < 4; i++)
      await throttle.beginSignInAttempt(
        { email: `colleague-${i}@example.com`, address: '192.0.2.79', knownClient: null },
        now,
      );
    const right = { email: 'colleague-4@example.com', address: '192.0.2.79', knownClient: null };
    expect(await throttle.beginSignInAttempt(right, now)).toEqual({ allowed: true, waitSeconds: 0 });
    expect(await throttle.checkSignInThrottle({ ...right, email: 'colleague-5@example.com' }, now)).toBe(30);
    await throttle.finishSuccessfulSignIn(right);
    expect(await throttle.checkSignInThrottle({ ...right, email: 'colleague-5@example.com' }, now)).toBe(0);
    expect((await rows()).find((r) => r.key === 'address:192.0.2.79')).toMatchObject({
      failures: 4,
      blockedUntil: null,
    });
  });

  it('a success clears its own count and takes back only its attempt from the address and the account', async () => {
    const subject = { email: 'other@example.com', address: '10.9.8.7', knownClient: null };
    await fail(subject, 3, later(-1));
    expect(await throttle.beginSignInAttempt(subject, later(40))).toMatchObject({ allowed: true });
    await throttle.finishSuccessfulSignIn(subject);
    const after = await rows();
    expect(after.find((r) => r.key === 'pair:10.9.8.7|other@example.com')).toBeUndefined();
    expect(after.find((r) => r.key === 'address:10.9.8.7')?.failures).toBe(3);
    expect(after.find((r) => r.key === 'account:other@example.com')?.failures).toBe(3);
  });

  it('refuses an address that fails on many accounts, and counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 5; i++)
      await throttle.beginSignInAttempt(
        { email: `x${i}@example.com`, address: `2001:0db8:0000:0001:0000:0000:0000:000${i}`, knownClient: null },
        now,
      );
    expect(
      await throttle.checkSignInThrottle(
        { email: 'fresh@example.com', address: '2001:0db8:0000:0001:ffff:0000:0000:0001', knownClient: null },
        now,
      ),
    ).toBe(30);
    expect(
      await throttle.checkSignInThrottle(
        { email: 'fresh@example.com', address: '2001:0db8:0000:0002:0000:0000:0000:0001', knownClient: null },
        now,
      ),
    ).toBe(0);
  });

  it('lets no more than the limit through when many guesses arrive at once', async () => {
    const subject = { email: 'burst@example.com', address: '192.0.2.77', knownClient: null };
    const results = await Promise.all(Array.from({ length: 8 }, () => throttle.beginSignInAttempt(subject, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect((await rows()).find((r) => r.key === 'pair:192.0.2.77|burst@example.com')?.failures).toBe(3);
  });

  it('prunes rows whose window and lockout have passed, and keeps the rest', async () => {
    await throttle.beginSignInAttempt(
      { email: 'recent@example.com', address: '192.0.2.88', knownClient: null },
      later(500),
    );
    await throttle.pruneSignInFailures(later(650));
    const keys = (await rows()).map((r) => r.key);
    expect(keys).toContain('pair:192.0.2.88|recent@example.com');
    expect(keys).not.toContain('pair:192.0.2.77|burst@example.com');
  });
});
