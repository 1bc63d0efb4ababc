import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyEnv, databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { deriveSecretKey } from './encrypt-secret';
import { INPUT, sealV1 } from './manage-connections-support';

// Secrets under a new app secret: rotation and the v1 → v2 migration, over an emulator and a sandbox connection
// saved as manage-connections.int.test.ts saves them, the emulator active.
describe.each(databaseTargets)('connection settings on $name', (target) => {
  let settings: typeof import('./index');
  let db: typeof import('@/lib/db');

  const database = useFreshDatabase(target);

  beforeAll(async () => {
    settings = await import('./');
    db = await import('@/lib/db');
    await settings.saveConnection('emulator', INPUT, null);
    await settings.saveConnection('sandbox', INPUT, null);
    await settings.setActiveEnvironment('emulator', null);
  });

  async function rawRows() {
    return (await db.getDb()).select().from(db.schema.connectionSettings);
  }

  it('re-encrypts every secret after a key rotation, and the old key is no longer needed', async () => {
    const oldSecret = process.env.APP_SECRET!;
    applyEnv({
      ...database.env,
      APP_SECRET: 'a-brand-new-app-secret-for-rotation-0001',
      APP_SECRET_PREVIOUS: oldSecret,
    });
    vi.resetModules();
    settings = await import('./');
    db = await import('@/lib/db');
    const sealed = (await rawRows()).reduce((n, r) => n + (r.passwordEnc ? 1 : 0) + r.webhookSecrets.length, 0);
    expect(sealed).toBeGreaterThanOrEqual(2);
    expect(await settings.reencryptSecrets()).toBe(sealed);
    expect(await settings.reencryptSecrets()).toBe(0);

    applyEnv({
      ...database.env,
      APP_SECRET: 'a-brand-new-app-secret-for-rotation-0001',
      APP_SECRET_PREVIOUS: undefined,
    });
    vi.resetModules();
    settings = await import('./');
    db = await import('@/lib/db');
    expect(await settings.resolveActiveConnection()).toMatchObject({ password: 'api-password' });

    applyEnv({
      ...database.env,
      APP_SECRET: 'yet-another-app-secret-nobody-knows-0002',
      APP_SECRET_PREVIOUS: undefined,
    });
    vi.resetModules();
    settings = await import('./');
    db = await import('@/lib/db');
    await expect(settings.resolveActiveConnection()).rejects.toMatchObject({
      details: { reason: 'undecryptable_settings' },
    });
  });
  it('migrates v1 secrets to v2 bound to their environment and field, under the current key, once', async () => {
    const previous = 'the-app-secret-the-v1-blobs-were-sealed-with-01';
    const current = 'the-app-secret-after-the-v2-migration-0000002';
    applyEnv({ ...database.env, APP_SECRET: current, APP_SECRET_PREVIOUS: previous });
    vi.resetModules();
    settings = await import('./');
    db = await import('@/lib/db');
    const table = db.schema.connectionSettings;
    const rows = await rawRows();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // The passwords sealed under the current key, the webhook secrets under the previous one: both need migrating.
    for (const row of rows) {
      await (
        await db.getDb()
      )
        .update(table)
        .set({
          passwordEnc: sealV1(`password-of-${row.environment}`, current),
          webhookSecrets: row.webhookSecrets.map((s, i) => ({
            ...s,
            secretEnc: sealV1(`hook-${i}-of-${row.environment}`, previous),
          })),
        })
        .where(eq(table.environment, row.environment));
    }
    const sealed = rows.reduce((n, r) => n + 1 + r.webhookSecrets.length, 0);

    // What the start-up warning counts.
    expect(await settings.countSecretsToReencrypt()).toBe(sealed);
    expect(await settings.reencryptSecrets()).toBe(sealed);
    expect(await settings.countSecretsToReencrypt()).toBe(0);
    expect(await settings.reencryptSecrets()).toBe(0);
    const currentKeyId = deriveSecretKey(current).id;
    for (const row of await rawRows()) {
      for (const blob of [row.passwordEnc!, ...row.webhookSecrets.map((s) => s.secretEnc)])
        expect(blob.startsWith(`v2.${currentKeyId}.`)).toBe(true);
      expect(await settings.resolveConnection(row.environment)).toMatchObject({
        password: `password-of-${row.environment}`,
        webhookSecrets: row.webhookSecrets.map((_, i) => `hook-${i}-of-${row.environment}`),
      });
    }

    // Bound to its place: the emulator's password copied into the sandbox row no longer opens there.
    const [emulator] = await (await db.getDb()).select().from(table).where(eq(table.environment, 'emulator'));
    await (
      await db.getDb()
    )
      .update(table)
      .set({ passwordEnc: emulator!.passwordEnc })
      .where(eq(table.environment, 'sandbox'));
    await expect(settings.resolveConnection('sandbox')).rejects.toMatchObject({
      details: { reason: 'undecryptable_settings' },
    });
    expect(await settings.resolveConnection('emulator')).toMatchObject({ password: 'password-of-emulator' });
  });
});
