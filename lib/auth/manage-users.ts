import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, schema, type Db } from '@/lib/db';
import {
  auditChanges,
  type CreateUserInput,
  isLocale,
  type Locale,
  normalizeEmail,
  type PublicUser,
  type UpdateUserInput,
  ZCreateUser,
  ZUpdateUser,
} from '@/lib/contracts';
import { hashPassword } from './hash-password';

type UserRow = typeof schema.users.$inferSelect;

function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
    companySignIn: row.oidcSubject !== null,
    companySignInLinkAllowed: row.oidcLinkAllowedAt !== null,
  };
}

export async function listUsers(): Promise<PublicUser[]> {
  const db = await getDb();
  const rows = await db.select().from(schema.users).orderBy(asc(schema.users.email));
  return rows.map(toPublicUser);
}

export async function findUserById(id: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, normalizeEmail(email)));
  return row;
}

export async function createUser(input: CreateUserInput, actorId: string | null): Promise<PublicUser> {
  const data = ZCreateUser.parse(input);
  const passwordHash = await hashPassword(data.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.users)
      .values({ email: data.email, name: data.name, role: data.role, passwordHash })
      .onConflictDoNothing({ target: schema.users.email })
      .returning();
    if (!row) {
      throw new AppError('conflict', `A user with the e-mail ${data.email} already exists.`, [
        { field: 'email', message: 'already in use' },
      ]);
    }
    await writeAudit(tx, actorId, 'user.created', row.id, {
      changes: auditChanges(null, { email: row.email, name: row.name, role: row.role }),
    });
    return toPublicUser(row);
  });
}

export async function updateUser(id: string, input: UpdateUserInput, actorId: string | null): Promise<PublicUser> {
  const changes = ZUpdateUser.parse(input);
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.users).where(eq(schema.users.id, id)).for('update');
    if (!current) throw new AppError('not_found', 'No user with this id.');
    if (changes.companySignInLinkAllowed && current.oidcSubject) {
      throw new AppError('conflict', 'This account already signs in with the company provider.', [
        { field: 'companySignInLinkAllowed', message: 'already linked' },
      ]);
    }

    const losesAdmin =
      current.role === 'admin' &&
      !current.disabled &&
      ((changes.role && changes.role !== 'admin') || changes.disabled === true);
    if (losesAdmin && actorId === id) {
      throw new AppError('conflict', 'You cannot remove your own administrator access. Ask another administrator.', [
        { field: changes.disabled === true ? 'disabled' : 'role', message: 'not allowed on your own account' },
      ]);
    }
    if (losesAdmin) {
      // Locking every active admin row serialises two admins demoting each other at the same time.
      const others = await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(and(eq(schema.users.role, 'admin'), eq(schema.users.disabled, false), ne(schema.users.id, id)))
        .for('update');
      if (others.length === 0) {
        throw new AppError('conflict', 'Slotboard needs at least one active administrator.', [
          { field: changes.disabled === true ? 'disabled' : 'role', message: 'this is the last active administrator' },
        ]);
      }
    }

    const [row] = await tx
      .update(schema.users)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.role === undefined ? {} : { role: changes.role }),
        ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
        ...(passwordHash ? { passwordHash } : {}),
        ...(changes.companySignInLinkAllowed === undefined
          ? {}
          : { oidcLinkAllowedAt: changes.companySignInLinkAllowed ? new Date() : null }),
        // A new password or a disabled account ends every session signed in before it (lib/auth/get-current-user.ts):
        // re-enabling the account later does not bring those sessions back.
        ...(passwordHash || changes.disabled === true
          ? { sessionVersion: sql`${schema.users.sessionVersion} + 1` }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(schema.users.id, id))
      .returning();
    // From what to what, field by field; the password only as "changed".
    const before = {
      name: current.name,
      role: current.role,
      disabled: current.disabled,
      companySignInLinkAllowed: current.oidcLinkAllowedAt !== null,
    };
    await writeAudit(tx, actorId, 'user.updated', id, { changes: auditChanges(before, changes, ['password']) });
    return toPublicUser(row!);
  });
}

/**
 * The signed-in person's own language (the user menu), or null to follow their browser. A preference, not an
 * access change: not audited, and it leaves every session as it is.
 */
export async function setUserLocale(id: string, locale: Locale | null): Promise<Locale | null> {
  const db = await getDb();
  const [row] = await db
    .update(schema.users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(schema.users.id, id))
    .returning({ locale: schema.users.locale });
  if (!row) throw new AppError('not_found', 'No user with this id.');
  return isLocale(row.locale) ? row.locale : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeAudit(
  tx: Tx,
  actorId: string | null,
  action: string,
  subject: string,
  detail: Record<string, unknown>,
) {
  await tx.insert(schema.auditLog).values({ actorId, action, subject, detail });
}
