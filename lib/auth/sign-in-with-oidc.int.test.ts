import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

const SETTINGS = {
  issuer: 'https://idp.example.com',
  groupsClaim: 'groups',
  adminGroups: ['admins'],
  plannerGroups: ['planners'],
  viewerGroups: ['viewers'],
};
const claims = (sub: string, groups: string[], extra: Record<string, unknown> = {}) => ({
  iss: 'https://idp.example.com',
  sub,
  email: `${sub}@Example.com`,
  name: `Person ${sub}`,
  groups,
  ...extra,
});

describe.each(databaseTargets)('company sign-in accounts on $name', (target) => {
  let oidc: typeof import('./sign-in-with-oidc');
  let users: typeof import('./manage-users');
  let credentials: typeof import('./verify-credentials');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  beforeAll(async () => {
    oidc = await import('./sign-in-with-oidc');
    users = await import('./manage-users');
    credentials = await import('./verify-credentials');
    db = await import('@/lib/db');
  });

  it('creates the account at the first sign-in with the role of the groups, and no password that works', async () => {
    const result = await oidc.signInWithOidc(claims('p1', ['planners', 'other']), SETTINGS);
    expect(result).toMatchObject({ ok: true, user: { email: 'p1@example.com', role: 'planner', name: 'Person p1' } });
    const row = await users.findUserByEmail('p1@example.com');
    expect(row).toMatchObject({
      oidcIssuer: 'https://idp.example.com',
      oidcSubject: 'p1',
      passwordHash: oidc.NO_PASSWORD,
    });
    expect(row!.lastSignedInAt).not.toBeNull();
    expect(await credentials.verifyCredentials('p1@example.com', oidc.NO_PASSWORD)).toBeNull();
  });

  it('follows the groups at every sign-in, by subject, and audits the change', async () => {
    const result = await oidc.signInWithOidc(claims('p1', ['viewers'], { email: 'p1@example.com' }), SETTINGS);
    expect(result).toMatchObject({ ok: true, user: { role: 'viewer' } });
    const database = await db.getDb();
    const audit = await database
      .select()
      .from(db.schema.auditLog)
      .where(eq(db.schema.auditLog.subject, result.ok ? result.user.id : ''));
    expect(audit.map((a) => a.detail)).toContainEqual({
      changes: { role: { from: 'planner', to: 'viewer' } },
      reason: 'company sign-in groups',
    });
  });

  it('lets nobody in whose groups map to no role, and creates no account for them', async () => {
    expect(await oidc.signInWithOidc(claims('n1', ['other']), SETTINGS)).toEqual({ ok: false, refusal: 'no_role' });
    expect(await users.findUserByEmail('n1@example.com')).toBeUndefined();
    expect(await oidc.signInWithOidc(claims('p1', []), SETTINGS)).toEqual({ ok: false, refusal: 'no_role' });
  });

  it('refuses an account disabled here, whatever the groups say', async () => {
    const row = await users.findUserByEmail('p1@example.com');
    await users.updateUser(row!.id, { disabled: true }, null);
    expect(await oidc.signInWithOidc(claims('p1', ['admins']), SETTINGS)).toEqual({ ok: false, refusal: 'disabled' });
  });

  it('takes over the password account with the same e-mail once, and never a second time', async () => {
    const local = await users.createUser(
      { email: 'local@example.com', name: 'Local', role: 'viewer', password: 'local-password-1' },
      null,
    );
    const first = await oidc.signInWithOidc(claims('l1', ['planners'], { email: 'LOCAL@example.com' }), SETTINGS);
    expect(first).toMatchObject({ ok: true, user: { id: local.id, role: 'planner' } });
    // The password still works for it (an administrator's break-glass account keeps it).
    expect(await credentials.verifyCredentials('local@example.com', 'local-password-1')).toMatchObject({
      id: local.id,
    });
    expect(await oidc.signInWithOidc(claims('l2', ['planners'], { email: 'local@example.com' }), SETTINGS)).toEqual({
      ok: false,
      refusal: 'email_in_use',
    });
  });

  it('keeps the last active administrator an administrator when the groups say otherwise, and says why', async () => {
    const database = await db.getDb();
    await database.update(db.schema.users).set({ role: 'viewer' }).where(eq(db.schema.users.role, 'admin'));
    const first = await oidc.signInWithOidc(claims('a1', ['admins']), SETTINGS);
    expect(first).toMatchObject({ ok: true, user: { role: 'admin' } });
    const kept = await oidc.signInWithOidc(claims('a1', ['planners']), SETTINGS);
    expect(kept).toMatchObject({ ok: true, user: { role: 'admin' } });
    const audit = await database
      .select()
      .from(db.schema.auditLog)
      .where(eq(db.schema.auditLog.subject, kept.ok ? kept.user.id : ''));
    expect(audit.map((a) => a.detail)).toContainEqual({
      changes: {},
      reason: 'company sign-in groups; kept administrator: the last active one',
    });

    // With another administrator, the groups count again.
    await users.createUser(
      { email: 'second-admin@example.com', name: 'Second', role: 'admin', password: 'second-admin-1' },
      null,
    );
    expect(await oidc.signInWithOidc(claims('a1', ['planners']), SETTINGS)).toMatchObject({
      ok: true,
      user: { role: 'planner' },
    });
  });

  it('refuses a token from another issuer, and one without a usable e-mail', async () => {
    expect(
      await oidc.signInWithOidc({ ...claims('x1', ['admins']), iss: 'https://other.example.com' }, SETTINGS),
    ).toEqual({ ok: false, refusal: 'no_role' });
    expect(await oidc.signInWithOidc(claims('x2', ['admins'], { email: undefined }), SETTINGS)).toEqual({
      ok: false,
      refusal: 'no_email',
    });
    expect(await oidc.signInWithOidc(claims('x3', ['admins'], { email_verified: false }), SETTINGS)).toEqual({
      ok: false,
      refusal: 'no_email',
    });
  });
});
