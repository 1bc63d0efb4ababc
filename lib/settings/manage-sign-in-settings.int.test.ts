import { beforeAll, describe, expect, it } from 'vitest';
import { caughtAppError } from '@/test/caught-app-error';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { SECRET_CHANGED, type SsoSettingsInput } from '@/lib/contracts';

const INPUT: SsoSettingsInput = {
  enabled: true,
  displayName: 'Contoso',
  issuer: 'http://127.0.0.1:4960/',
  clientId: 'slotboard',
  clientSecret: 'client-secret-value-1',
  scopes: 'openid email profile',
  groupsClaim: 'groups',
  adminGroups: ['admins'],
  plannerGroups: ['planners'],
  viewerGroups: [],
  passwordOnlyForAdmins: true,
  accessContact: 'it@example.com',
};

describe.each(databaseTargets)('company sign-in settings on $name', (target) => {
  let settings: typeof import('./index');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  beforeAll(async () => {
    settings = await import('./');
    db = await import('@/lib/db');
  });

  it('is off and offers no provider until saved', async () => {
    expect(await settings.readSignInSettings()).toMatchObject({ configured: false, clientSecretSet: false });
    expect(await settings.readSignInOptions()).toEqual({
      provider: null,
      passwordOnlyForAdmins: false,
      accessContact: '',
    });
    expect(await settings.resolveSignInSettings()).toBeNull();
  });

  it('keeps the client secret encrypted, shows it only as set, and audits it only as changed', async () => {
    const saved = await settings.saveSignInSettings(INPUT, null);
    expect(saved).toMatchObject({ configured: true, clientSecretSet: true, issuer: 'http://127.0.0.1:4960' });
    expect(JSON.stringify(saved)).not.toContain('client-secret-value-1');
    const database = await db.getDb();
    const [row] = await database.select().from(db.schema.ssoSettings);
    expect(row!.clientSecretEnc).toMatch(/^v2\./);
    expect(row!.clientSecretEnc).not.toContain('client-secret-value-1');
    expect((await settings.resolveSignInSettings())?.clientSecret).toBe('client-secret-value-1');
    expect(await settings.readSignInOptions()).toEqual({
      provider: { name: 'Contoso' },
      passwordOnlyForAdmins: true,
      accessContact: 'it@example.com',
    });
    const audit = await database.select().from(db.schema.auditLog);
    const entry = audit.find((a) => a.action === 'settings.sign_in');
    expect(entry?.detail).toMatchObject({
      changes: { clientSecret: { from: null, to: SECRET_CHANGED }, displayName: { from: null, to: 'Contoso' } },
    });
    expect(JSON.stringify(audit)).not.toContain('client-secret-value-1');
  });

  it('keeps the stored secret for the same provider, and wants it again for another issuer or client', async () => {
    const kept = await settings.saveSignInSettings(
      { ...INPUT, clientSecret: undefined, plannerGroups: ['planners', 'leads'] },
      null,
    );
    expect(kept.plannerGroups).toEqual(['planners', 'leads']);
    expect((await settings.resolveSignInSettings())?.clientSecret).toBe('client-secret-value-1');
    const moved = await caughtAppError(
      settings.saveSignInSettings({ ...INPUT, clientSecret: undefined, issuer: 'http://localhost:4961' }, null),
    );
    expect(moved.details).toEqual([
      { field: 'clientSecret', message: 're-enter the client secret: the issuer or client id changed' },
    ]);
  });

  it('refuses an issuer on a private network', async () => {
    const refused = await caughtAppError(
      settings.saveSignInSettings({ ...INPUT, issuer: 'https://10.0.0.5/realms/x' }, null),
    );
    expect(refused.code).toBe('validation_failed');
    expect((refused.details as { field: string }[])[0]!.field).toBe('issuer');
  });

  it('offers the provider only while it is on, and the break-glass rule only with it', async () => {
    await settings.saveSignInSettings({ ...INPUT, clientSecret: undefined, enabled: false }, null);
    expect(await settings.readSignInOptions()).toMatchObject({ provider: null, passwordOnlyForAdmins: false });
    expect(await settings.resolveSignInSettings()).toBeNull();
  });

  it('re-encrypts the client secret with the other stored secrets', async () => {
    expect(await settings.countSecretsToReencrypt()).toBe(0);
  });
});
