import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET_CHANGED } from '@/lib/contracts';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

describe.each(databaseTargets)('users on $name', (target) => {
  let users: typeof import('./manage-users');
  let credentials: typeof import('./verify-credentials');
  let bootstrap: typeof import('./bootstrap-users');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target, { ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'root-password-1' });

  beforeAll(async () => {
    users = await import('./manage-users');
    credentials = await import('./verify-credentials');
    bootstrap = await import('./bootstrap-users');
    db = await import('@/lib/db');
  });

  it('creates the first admin from ADMIN_EMAIL once, and never overwrites it', async () => {
    await bootstrap.bootstrapUsers();
    await bootstrap.bootstrapUsers();
    const all = await users.listUsers();
    expect(all.map((u) => [u.email, u.role])).toEqual([['root@example.com', 'admin']]);
    expect(await credentials.verifyCredentials('ROOT@example.com', 'root-password-1')).toMatchObject({ role: 'admin' });
  });

  it('refuses a second account with the same e-mail in another case, naming the field', async () => {
    await users.createUser({ email: 'planner@example.com', role: 'planner', password: 'planner-pass-1' }, null);
    await expect(
      users.createUser({ email: 'PLANNER@example.com', role: 'viewer', password: 'planner-pass-2' }, null),
    ).rejects.toMatchObject({
      code: 'conflict',
      details: [{ field: 'email', message: 'already in use' }],
    });
    expect((await users.listUsers()).filter((u) => u.email === 'planner@example.com')).toHaveLength(1);
  });

  it('never returns a password hash', async () => {
    for (const user of await users.listUsers()) expect(Object.keys(user)).not.toContain('passwordHash');
  });

  it('keeps at least one active admin and does not let an admin lock themself out', async () => {
    const root = (await users.listUsers()).find((u) => u.email === 'root@example.com')!;
    const planner = (await users.listUsers()).find((u) => u.email === 'planner@example.com')!;
    await expect(users.updateUser(root.id, { role: 'planner' }, root.id)).rejects.toMatchObject({ code: 'conflict' });
    await expect(users.updateUser(root.id, { disabled: true }, planner.id)).rejects.toMatchObject({
      code: 'conflict',
      message: /at least one active administrator/,
    });
    expect((await users.findUserById(root.id))?.role).toBe('admin');
  });

  it('disabling an account stops its sign-in at once; enabling restores it', async () => {
    const root = (await users.listUsers()).find((u) => u.email === 'root@example.com')!;
    const planner = (await users.listUsers()).find((u) => u.email === 'planner@example.com')!;
    await users.updateUser(planner.id, { disabled: true }, root.id);
    expect(await credentials.verifyCredentials('planner@example.com', 'planner-pass-1')).toBeNull();
    await users.updateUser(planner.id, { disabled: false }, root.id);
    expect(await credentials.verifyCredentials('planner@example.com', 'planner-pass-1')).not.toBeNull();
  });

  it('changes a password and records who changed what without the password itself', async () => {
    const root = (await users.listUsers()).find((u) => u.email === 'root@example.com')!;
    const planner = (await users.listUsers()).find((u) => u.email === 'planner@example.com')!;
    await users.updateUser(planner.id, { password: 'a-new-password-2' }, root.id);
    expect(await credentials.verifyCredentials('planner@example.com', 'planner-pass-1')).toBeNull();
    expect(await credentials.verifyCredentials('planner@example.com', 'a-new-password-2')).not.toBeNull();
    const handle = await db.getDb();
    const audit = await handle.select().from(db.schema.auditLog);
    const entry = audit.find(
      (a) => a.subject === planner.id && (a.detail?.changes as Record<string, unknown> | undefined)?.password,
    );
    expect(entry).toMatchObject({
      actorId: root.id,
      action: 'user.updated',
      detail: { changes: { password: { from: SECRET_CHANGED, to: SECRET_CHANGED } } },
    });
    expect(Object.keys(entry!.detail!.changes as object)).toEqual(['password']);
    expect(JSON.stringify(audit)).not.toContain('a-new-password-2');
    expect(JSON.stringify(audit)).not.toContain('planner-pass-1');
  });

  it('records a creation and each later change from what to what', async () => {
    const root = (await users.listUsers()).find((u) => u.email === 'root@example.com')!;
    const created = await users.createUser(
      { email: 'Audited@Example.com', name: 'Ada', role: 'viewer', password: 'audited-pass-1' },
      root.id,
    );
    await users.updateUser(
      created.id,
      { name: 'Ada Lovelace', role: 'planner', disabled: true, password: 'audited-pass-2' },
      root.id,
    );
    // Unchanged fields are left out: the role stays planner here.
    await users.updateUser(created.id, { name: 'Ada Lovelace', role: 'planner', disabled: false }, root.id);
    const handle = await db.getDb();
    const entries = (
      await handle.select().from(db.schema.auditLog).where(eq(db.schema.auditLog.subject, created.id))
    ).sort((a, b) => a.id - b.id);
    expect(entries.map((e) => [e.actorId, e.action, e.detail])).toEqual([
      [
        root.id,
        'user.created',
        {
          changes: {
            email: { from: null, to: 'audited@example.com' },
            name: { from: null, to: 'Ada' },
            role: { from: null, to: 'viewer' },
          },
        },
      ],
      [
        root.id,
        'user.updated',
        {
          changes: {
            name: { from: 'Ada', to: 'Ada Lovelace' },
            role: { from: 'viewer', to: 'planner' },
            disabled: { from: false, to: true },
            password: { from: SECRET_CHANGED, to: SECRET_CHANGED },
          },
        },
      ],
      [root.id, 'user.updated', { changes: { disabled: { from: true, to: false } } }],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/audited-pass/);
  });

  it('records each successful sign-in, and not a failed one', async () => {
    const created = await users.createUser(
      { email: 'signs-in@example.com', role: 'viewer', password: 'signs-in-pass-1' },
      null,
    );
    const lastOf = async () => (await users.listUsers()).find((u) => u.id === created.id)!.lastSignedInAt;
    expect(created.lastSignedInAt).toBeNull();
    expect(await credentials.verifyCredentials('signs-in@example.com', 'wrong-password-1')).toBeNull();
    expect(await lastOf()).toBeNull();

    const before = Date.now();
    expect(await credentials.verifyCredentials('Signs-In@example.com', 'signs-in-pass-1')).not.toBeNull();
    const first = await lastOf();
    expect(first).not.toBeNull();
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first!)).toBeLessThanOrEqual(Date.now() + 1000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await credentials.verifyCredentials('signs-in@example.com', 'signs-in-pass-1');
    expect(Date.parse((await lastOf())!)).toBeGreaterThan(Date.parse(first!));

    // A disabled account's right password is no sign-in either.
    await users.updateUser(created.id, { disabled: true }, null);
    const whileEnabled = await lastOf();
    expect(await credentials.verifyCredentials('signs-in@example.com', 'signs-in-pass-1')).toBeNull();
    expect(await lastOf()).toBe(whileEnabled);
  });

  it('rejects bad input with the field named and writes nothing', async () => {
    const before = (await users.listUsers()).length;
    await expect(
      users.createUser({ email: 'not-an-email', role: 'planner', password: 'long-enough-1' }, null),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ['email'] })],
    });
    expect((await users.listUsers()).length).toBe(before);
  });
  it(
    "keeps a person's own language, or null to follow the browser, without touching their sessions or the " + 'audit',
    async () => {
      const planner = (await users.listUsers()).find((u) => u.email === 'planner@example.com')!;
      const before = await users.findUserById(planner.id);
      const audits = async () => (await (await db.getDb()).select().from(db.schema.auditLog)).length;
      const audited = await audits();
      expect(before?.locale).toBeNull();
      expect(await users.setUserLocale(planner.id, 'cs')).toBe('cs');
      expect((await users.findUserById(planner.id))?.locale).toBe('cs');
      expect(await users.setUserLocale(planner.id, null)).toBeNull();
      expect((await users.findUserById(planner.id))?.sessionVersion).toBe(before?.sessionVersion);
      expect(await audits()).toBe(audited);
      await expect(users.setUserLocale('3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', 'en')).rejects.toMatchObject({
        code: 'not_found',
      });
    },
  );
});
