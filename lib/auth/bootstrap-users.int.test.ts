import { describe, expect, it, vi } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

/** The modules as a server started with this environment sees them (env() is parsed once per module instance). */
async function startWith(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  return {
    bootstrap: await import('./bootstrap-users'),
    users: await import('./manage-users'),
    credentials: await import('./verify-credentials'),
  };
}

describe.each(databaseTargets)('demo accounts on $name', (target) => {
  useFreshDatabase(target);

  it('refuses to start a demo served beyond this machine, creating nothing', async () => {
    const { bootstrap, users } = await startWith({ SLOTBOARD_DEMO: 'true', NEXTAUTH_URL: 'https://slots.example.com' });
    await expect(bootstrap.bootstrapUsers()).rejects.toMatchObject({
      message: expect.stringMatching(
        /^SLOTBOARD_DEMO .* only when NEXTAUTH_URL is a loopback address .* not https:\/\/slots\.example\.com/,
      ),
      details: [{ field: 'SLOTBOARD_DEMO', message: 'only with a loopback NEXTAUTH_URL' }],
    });
    expect(await users.listUsers()).toEqual([]);
  });

  it('creates the demo accounts for a demo on a loopback address', async () => {
    const { bootstrap, users, credentials } = await startWith({
      SLOTBOARD_DEMO: 'true',
      NEXTAUTH_URL: 'http://127.0.0.1:3000',
    });
    await bootstrap.bootstrapUsers();
    expect((await users.listUsers()).map((u) => [u.email, u.role, u.disabled])).toEqual([
      ['admin@example.com', 'admin', false],
      ['planner@example.com', 'planner', false],
    ]);
    expect(await credentials.verifyCredentials('admin@example.com', 'demo-admin')).not.toBeNull();
  });

  it(
    'disables, outside a demo, a demo account that still has its published password, and keeps one given its ' + 'own',
    async () => {
      const before = await startWith({ SLOTBOARD_DEMO: 'true', NEXTAUTH_URL: 'http://127.0.0.1:3000' });
      const admin = (await before.users.listUsers()).find((u) => u.email === 'admin@example.com')!;
      const planner = (await before.users.listUsers()).find((u) => u.email === 'planner@example.com')!;
      await before.users.updateUser(planner.id, { password: 'a-real-password-1' }, admin.id);

      const { bootstrap, users, credentials } = await startWith({
        SLOTBOARD_DEMO: undefined,
        NEXTAUTH_URL: 'https://slots.example.com',
        ADMIN_EMAIL: 'root@example.com',
        ADMIN_PASSWORD: 'root-password-1',
      });
      await bootstrap.bootstrapUsers();
      await bootstrap.bootstrapUsers();
      expect((await users.listUsers()).map((u) => [u.email, u.disabled])).toEqual([
        ['admin@example.com', true],
        ['planner@example.com', false],
        ['root@example.com', false],
      ]);
      expect(await credentials.verifyCredentials('admin@example.com', 'demo-admin')).toBeNull();
      expect((await users.findUserById(admin.id))?.sessionVersion).toBe(2);
    },
  );
});
