import { createCipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyEnv, databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { SECRET_CHANGED } from '@/lib/contracts';
import { deriveSecretKey } from './encrypt-secret';

const INPUT = {
  baseUrl: 'http://127.0.0.1:4010/',
  tenant: 'demo',
  authMethod: 'bearer' as const,
  username: 'api',
  password: 'api-password',
  webhookSecrets: { add: 'demo-webhook-secret', removeIds: [] },
  units: [{ id: '0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11', name: 'Pallet' }],
  branchTimeZones: { '5c1e0f3a-4b7d-4a2e-9c8f-1d2e3f4a5b6c': 'Europe/Prague' },
};

/** A secret in the v1 format (no associated data), as databases written before v2 hold them. */
function sealV1(plaintext: string, appSecret: string): string {
  const { id, key } = deriveSecretKey(appSecret);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    'v1',
    id,
    nonce.toString('base64url'),
    ciphertext.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

function withoutPasswordOf<T extends { password?: string }>(input: T): Omit<T, 'password'> {
  const copy: Partial<T> = { ...input };
  delete copy.password;
  return copy as Omit<T, 'password'>;
}

describe.each(databaseTargets)('connection settings on $name', (target) => {
  let settings: typeof import('./index');
  let db: typeof import('@/lib/db');

  const database = useFreshDatabase(target);

  beforeAll(async () => {
    settings = await import('./');
    db = await import('@/lib/db');
  });

  async function rawRows() {
    return (await db.getDb()).select().from(db.schema.connectionSettings);
  }

  it('starts with nothing configured and nothing active', async () => {
    const overview = await settings.readConnectionOverview();
    expect(overview.active).toBeNull();
    expect(overview.environments.map((e) => [e.environment, e.configured])).toEqual([
      ['production', false],
      ['sandbox', false],
      ['emulator', false],
    ]);
  });

  it('stores secrets encrypted and shows them only as set / not set', async () => {
    const saved = await settings.saveConnection('emulator', INPUT, null);
    expect(saved).toMatchObject({
      configured: true,
      passwordSet: true,
      baseUrl: 'http://127.0.0.1:4010',
      units: INPUT.units,
    });
    expect(saved.webhookSecrets).toHaveLength(1);
    const everythingShown = JSON.stringify(await settings.readConnectionOverview());
    expect(everythingShown).not.toContain('api-password');
    expect(everythingShown).not.toContain('demo-webhook-secret');
    const stored = JSON.stringify(await rawRows());
    expect(stored).not.toContain('api-password');
    expect(stored).not.toContain('demo-webhook-secret');
    const audit = JSON.stringify(await (await db.getDb()).select().from(db.schema.auditLog));
    expect(audit).not.toContain('api-password');
  });

  async function savedEntries() {
    const rows = await (await db.getDb()).select().from(db.schema.auditLog);
    return rows.filter((r) => r.action === 'connection.saved' && r.subject === 'emulator').sort((a, b) => a.id - b.id);
  }

  it('records each save from what to what, the password only as changed and never a secret', async () => {
    const [first] = await savedEntries();
    expect(first!.detail).toEqual({
      changes: {
        baseUrl: { from: null, to: 'http://127.0.0.1:4010' },
        tenant: { from: null, to: 'demo' },
        authMethod: { from: null, to: 'bearer' },
        username: { from: null, to: 'api' },
        password: { from: null, to: SECRET_CHANGED },
        units: { from: null, to: INPUT.units },
        branchTimeZones: { from: null, to: INPUT.branchTimeZones },
        webhookSecrets: { from: null, to: 1 },
      },
      webhookSecretsAdded: 1,
      webhookSecretsRemoved: 0,
    });

    const branch = Object.keys(INPUT.branchTimeZones)[0]!;
    const secondBranch = '7d2c9a1e-3b4f-4c5d-8e6f-a0b1c2d3e4f5';
    const withoutPassword = withoutPasswordOf(INPUT);
    await settings.saveConnection(
      'emulator',
      {
        ...withoutPassword,
        tenant: 'elsewhere',
        webhookSecrets: { removeIds: [] },
        branchTimeZones: { [branch]: 'America/Chicago', [secondBranch]: 'UTC' },
      },
      null,
    );
    expect((await savedEntries()).at(-1)!.detail).toEqual({
      changes: {
        tenant: { from: 'demo', to: 'elsewhere' },
        branchTimeZones: {
          from: { [branch]: 'Europe/Prague' },
          to: { [branch]: 'America/Chicago', [secondBranch]: 'UTC' },
        },
      },
      webhookSecretsAdded: 0,
      webhookSecretsRemoved: 0,
    });

    await settings.saveConnection('emulator', { ...INPUT, webhookSecrets: { removeIds: [] } }, null);
    expect((await savedEntries()).at(-1)!.detail).toMatchObject({
      changes: { tenant: { from: 'elsewhere', to: 'demo' }, password: { from: SECRET_CHANGED, to: SECRET_CHANGED } },
    });
    const audit = JSON.stringify(await savedEntries());
    expect(audit).not.toContain('api-password');
    expect(audit).not.toContain('demo-webhook-secret');
  });

  it('keeps the stored password when the field is left out, and rotates webhook secrets', async () => {
    const before = (await settings.readConnectionOverview()).environments.find((e) => e.environment === 'emulator')!;
    const withoutPassword = withoutPasswordOf(INPUT);
    const saved = await settings.saveConnection(
      'emulator',
      { ...withoutPassword, webhookSecrets: { add: 'the-next-webhook-secret', removeIds: [] } },
      null,
    );
    expect(saved.passwordSet).toBe(true);
    expect(saved.webhookSecrets).toHaveLength(2);
    const rotated = await settings.saveConnection(
      'emulator',
      { ...withoutPassword, webhookSecrets: { removeIds: [before.webhookSecrets[0]!.id] } },
      null,
    );
    expect(rotated.webhookSecrets.map((s) => s.id)).not.toContain(before.webhookSecrets[0]!.id);
    expect(rotated.webhookSecrets).toHaveLength(1);
  });

  it('asks for the password again before sending it to another host, user or method', async () => {
    const withoutPassword = withoutPasswordOf(INPUT);
    for (const change of [
      { baseUrl: 'http://[::1]:4010' },
      { username: 'someone-else' },
      { authMethod: 'basic' as const },
    ]) {
      await expect(settings.saveConnection('emulator', { ...withoutPassword, ...change }, null)).rejects.toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'password', message: 're-enter the API password: the address, user or method changed' }],
      });
    }
    const kept = await settings.saveConnection(
      'emulator',
      { ...withoutPassword, webhookSecrets: { removeIds: [] }, baseUrl: 'http://127.0.0.1:4010/' },
      null,
    );
    expect(kept.passwordSet).toBe(true);
  });

  it('keeps every webhook secret when two admins add one at the same moment', async () => {
    const base = { ...INPUT, webhookSecrets: { removeIds: [] } };
    // Both are first saves: without a lock both would see no row and the later upsert would drop the other's secret.
    await Promise.all([
      settings.saveConnection(
        'sandbox',
        { ...base, webhookSecrets: { add: 'first-parallel-secret-0001', removeIds: [] } },
        null,
      ),
      settings.saveConnection(
        'sandbox',
        { ...base, webhookSecrets: { add: 'second-parallel-secret-02', removeIds: [] } },
        null,
      ),
    ]);
    const sandbox = (await settings.readConnectionOverview()).environments.find((e) => e.environment === 'sandbox')!;
    expect(sandbox.webhookSecrets).toHaveLength(2);
  });

  it('refuses a first save without a password, naming the field, and writes nothing', async () => {
    const withoutPassword = withoutPasswordOf(INPUT);
    await expect(settings.saveConnection('production', withoutPassword, null)).rejects.toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'password' }],
    });
    expect((await rawRows()).map((r) => r.environment).sort()).toEqual(['emulator', 'sandbox']);
  });

  it('refuses base URLs that reach inside the network', async () => {
    for (const baseUrl of ['https://10.0.0.8', 'https://169.254.169.254', 'http://slots.example.com']) {
      await expect(settings.saveConnection('production', { ...INPUT, baseUrl }, null)).rejects.toMatchObject({
        details: [{ field: 'baseUrl' }],
      });
    }
  });

  it('activates only a configured environment and records the switch', async () => {
    await expect(settings.setActiveEnvironment('production', null)).rejects.toMatchObject({
      details: [{ field: 'environment' }],
    });
    const overview = await settings.setActiveEnvironment('emulator', null);
    expect(overview.active).toBe('emulator');
    expect(await settings.readActiveEnvironment()).toBe('emulator');
    const resolved = await settings.resolveActiveConnection();
    expect(resolved).toMatchObject({
      environment: 'emulator',
      password: 'api-password',
      webhookSecrets: ['the-next-webhook-secret'],
    });
    const audit = await (await db.getDb()).select().from(db.schema.auditLog);
    expect(audit.find((a) => a.action === 'connection.activated')).toMatchObject({
      subject: 'emulator',
      detail: { from: null, to: 'emulator' },
    });
  });

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
