import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { claims, SETTINGS, snapshotAccounts } from './sign-in-with-oidc-support';

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

  const snapshot = () => snapshotAccounts(db);

  async function auditOf(id: string) {
    const database = await db.getDb();
    return database.select().from(db.schema.auditLog).where(eq(db.schema.auditLog.subject, id));
  }

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

  it('never links an administrator or an account with a password by e-mail alone, and writes nothing', async () => {
    const local = await users.createUser(
      { email: 'local@example.com', name: 'Local', role: 'viewer', password: 'local-password-1' },
      null,
    );
    const admin = await users.createUser(
      { email: 'boss@example.com', name: 'Boss', role: 'admin', password: 'boss-password-1' },
      null,
    );
    const before = await snapshot();
    for (const email of ['LOCAL@example.com', 'boss@example.com'])
      expect(await oidc.signInWithOidc(claims('intruder', ['viewers', 'admins'], { email }), SETTINGS)).toEqual({
        ok: false,
        refusal: 'link_needed',
      });
    expect(await snapshot()).toEqual(before);
    // The break-glass password works whatever the provider said.
    expect(await credentials.verifyCredentials('boss@example.com', 'boss-password-1')).toMatchObject({ id: admin.id });
    expect(await credentials.verifyCredentials('local@example.com', 'local-password-1')).toMatchObject({
      id: local.id,
    });
  });

  it('links an account an administrator allowed, once: the allowance is used up, both audited', async () => {
    const local = await users.findUserByEmail('local@example.com');
    const allowed = await users.updateUser(local!.id, { companySignInLinkAllowed: true }, null);
    expect(allowed).toMatchObject({ companySignIn: false, companySignInLinkAllowed: true });
    const first = await oidc.signInWithOidc(claims('l1', ['planners'], { email: 'LOCAL@example.com' }), SETTINGS);
    expect(first).toMatchObject({ ok: true, user: { id: local!.id, role: 'planner' } });
    const row = await users.findUserByEmail('local@example.com');
    expect(row).toMatchObject({ oidcSubject: 'l1', oidcLinkAllowedAt: null, role: 'planner' });
    expect((await auditOf(local!.id)).map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        { changes: { companySignInLinkAllowed: { from: false, to: true } } },
        {
          changes: {
            companySignIn: { from: false, to: true },
            companySignInLinkAllowed: { from: true, to: false },
            name: { from: 'Local', to: 'Person l1' },
            role: { from: 'viewer', to: 'planner' },
          },
          reason: 'company sign-in; linked as an administrator allowed',
        },
      ]),
    );
    // The password still works for it (an administrator's break-glass account keeps it).
    expect(await credentials.verifyCredentials('local@example.com', 'local-password-1')).toMatchObject({
      id: local!.id,
    });
    expect(await oidc.signInWithOidc(claims('l2', ['planners'], { email: 'local@example.com' }), SETTINGS)).toEqual({
      ok: false,
      refusal: 'email_in_use',
    });
    await expect(users.updateUser(local!.id, { companySignInLinkAllowed: true }, null)).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('decides a refusal before the link: an allowed account without a role or disabled stays unlinked', async () => {
    const other = await users.createUser(
      { email: 'allowed@example.com', name: 'Allowed', role: 'viewer', password: 'allowed-password-1' },
      null,
    );
    await users.updateUser(other.id, { companySignInLinkAllowed: true }, null);
    const before = await snapshot();
    const as = (groups: string[]) => claims('al1', groups, { email: 'allowed@example.com' });
    expect(await oidc.signInWithOidc(as(['other']), SETTINGS)).toEqual({ ok: false, refusal: 'no_role' });
    expect(await snapshot()).toEqual(before);
    await users.updateUser(other.id, { disabled: true }, null);
    const disabled = await snapshot();
    expect(await oidc.signInWithOidc(as(['admins']), SETTINGS)).toEqual({ ok: false, refusal: 'disabled' });
    expect(await snapshot()).toEqual(disabled);
    expect(await users.findUserByEmail('allowed@example.com')).toMatchObject({ oidcSubject: null });
  });

  it('links an account made for company sign-in (no password, not an administrator) by verified e-mail', async () => {
    const database = await db.getDb();
    const [row] = await database
      .insert(db.schema.users)
      .values({ email: 'sso-only@example.com', name: 'SSO only', role: 'viewer', passwordHash: oidc.NO_PASSWORD })
      .returning();
    expect(
      await oidc.signInWithOidc(claims('s1', ['viewers'], { email: 'sso-only@example.com' }), SETTINGS),
    ).toMatchObject({ ok: true, user: { id: row!.id, role: 'viewer' } });
    expect(await users.findUserByEmail('sso-only@example.com')).toMatchObject({ oidcSubject: 's1' });
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

  it('never lowers a break-glass administrator; links no last administrator with a lesser role', async () => {
    const database = await db.getDb();
    await database.update(db.schema.users).set({ role: 'viewer' }).where(eq(db.schema.users.role, 'admin'));
    const admin = (email: string, password: string) =>
      users.createUser({ email, name: email, role: 'admin', password }, null);
    // The last administrator, made for company sign-in (no password): linked with viewer groups it would be demoted.
    const sso = await admin('sso-admin@example.com', 'sso-admin-pass-1');
    await database
      .update(db.schema.users)
      .set({ passwordHash: oidc.NO_PASSWORD })
      .where(eq(db.schema.users.id, sso.id));
    await users.updateUser(sso.id, { companySignInLinkAllowed: true }, null);
    const before = await snapshot();
    expect(await oidc.signInWithOidc(claims('np1', ['viewers'], { email: 'sso-admin@example.com' }), SETTINGS)).toEqual(
      { ok: false, refusal: 'last_admin' },
    );
    expect(await snapshot()).toEqual(before);

    // A break-glass administrator (a password that works) keeps the role the groups would take, linked or later.
    const glass = await admin('glass@example.com', 'glass-password-1');
    await users.updateUser(glass.id, { companySignInLinkAllowed: true }, null);
    for (let i = 0; i < 2; i++)
      expect(
        await oidc.signInWithOidc(claims('bg1', ['viewers'], { email: 'glass@example.com' }), SETTINGS),
      ).toMatchObject({ ok: true, user: { id: glass.id, role: 'admin' } });
    expect(await credentials.verifyCredentials('glass@example.com', 'glass-password-1')).toMatchObject({
      role: 'admin',
    });
    const reasons = (await auditOf(glass.id)).map((a) => (a.detail as { reason?: string }).reason ?? '');
    expect(reasons.filter((r) => r.includes('a break-glass account with a password'))).toHaveLength(2);

    // No longer the last administrator, the company sign-in account takes the groups' role.
    expect(
      await oidc.signInWithOidc(claims('np1', ['viewers'], { email: 'sso-admin@example.com' }), SETTINGS),
    ).toMatchObject({ ok: true, user: { id: sso.id, role: 'viewer' } });
  });
});
