import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

/** A hash as Slotboard stored them before argon2id: scrypt N=2^15, r=8, p=1. */
function legacyScrypt(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe.each(databaseTargets)('password storage and session versions on $name', (target) => {
  let users: typeof import('./manage-users');
  let credentials: typeof import('./verify-credentials');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  beforeAll(async () => {
    users = await import('./manage-users');
    credentials = await import('./verify-credentials');
    db = await import('@/lib/db');
  });

  const hashOf = async (id: string) => (await users.findUserById(id))!.passwordHash;

  it('upgrades a legacy scrypt hash to argon2id at the first right sign-in, and not at a wrong one', async () => {
    const user = await users.createUser(
      { email: 'legacy@example.com', role: 'planner', password: 'legacy-password-1' },
      null,
    );
    const handle = await db.getDb();
    await handle
      .update(db.schema.users)
      .set({ passwordHash: legacyScrypt('legacy-password-1') })
      .where(eq(db.schema.users.id, user.id));

    expect(await credentials.verifyCredentials('legacy@example.com', 'wrong-password-1')).toBeNull();
    expect(await hashOf(user.id)).toMatch(/^scrypt\$/);
    expect(await credentials.verifyCredentials('legacy@example.com', 'legacy-password-1')).toMatchObject({
      id: user.id,
    });
    expect(await hashOf(user.id)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await credentials.verifyCredentials('legacy@example.com', 'legacy-password-1')).toMatchObject({
      id: user.id,
    });
  });

  it(
    'raises the session version when an admin sets a new password or disables the account, and only ' + 'then',
    async () => {
      const admin = await users.createUser(
        { email: 'admin@example.com', role: 'admin', password: 'admin-password-1' },
        null,
      );
      const planner = await users.createUser(
        { email: 'versioned@example.com', role: 'planner', password: 'first-password-1' },
        null,
      );
      const version = async () => (await users.findUserById(planner.id))!.sessionVersion;
      expect(await version()).toBe(1);
      await users.updateUser(planner.id, { name: 'Renamed', role: 'viewer' }, admin.id);
      expect(await version()).toBe(1);
      await users.updateUser(planner.id, { password: 'second-password-2' }, admin.id);
      expect(await version()).toBe(2);
      await users.updateUser(planner.id, { disabled: true }, admin.id);
      expect(await version()).toBe(3);
      await users.updateUser(planner.id, { disabled: false }, admin.id);
      expect(await version()).toBe(3);
    },
  );

  it(
    'ends every session of a person whose password an admin resets, their own included, and records the ' +
      'sign-in after it',
    async () => {
      const admin = await users.createUser(
        { email: 'resetter@example.com', role: 'admin', password: 'resetter-password-1' },
        null,
      );
      const person = await users.createUser(
        { email: 'reset@example.com', role: 'planner', password: 'reset-password-1' },
        null,
      );
      const signedIn = (await credentials.verifyCredentials('reset@example.com', 'reset-password-1'))!;
      const versionAtSignIn = signedIn.sessionVersion;
      const firstSignIn = (await users.findUserById(person.id))!.lastSignedInAt!;

      await users.updateUser(person.id, { password: 'reset-password-2' }, admin.id);
      const after = (await users.findUserById(person.id))!;
      // The session signed in before the reset carries the older version, which get-current-user refuses.
      expect(after.sessionVersion).toBeGreaterThan(versionAtSignIn);
      expect(after.lastSignedInAt).toEqual(firstSignIn);
      expect(await credentials.verifyCredentials('reset@example.com', 'reset-password-1')).toBeNull();
      const again = (await credentials.verifyCredentials('reset@example.com', 'reset-password-2'))!;
      expect(again.sessionVersion).toBe(after.sessionVersion);
      expect((await users.findUserById(person.id))!.lastSignedInAt!.getTime()).toBeGreaterThanOrEqual(
        firstSignIn.getTime(),
      );

      // An admin resetting their own password through Admin → Users ends their own sessions as well.
      const own = (await users.findUserById(admin.id))!.sessionVersion;
      await users.updateUser(admin.id, { password: 'resetter-password-2' }, admin.id);
      expect((await users.findUserById(admin.id))!.sessionVersion).toBe(own + 1);
    },
  );
});
