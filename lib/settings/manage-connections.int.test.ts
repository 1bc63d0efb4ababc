import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { SECRET_CHANGED } from '@/lib/contracts';
import { INPUT, withoutPasswordOf } from './manage-connections-support';

describe.each(databaseTargets)('connection settings on $name', (target) => {
  let settings: typeof import('./index');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

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
});
