import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { describeErrorForLog } from '@/lib/errors';
import { getDummyHash, hashPassword, verifyPassword } from './hash-password';
import { findUserByEmail } from './manage-users';
import { NO_PASSWORD } from './sign-in-with-oidc';

/**
 * The user for these credentials, or null. Disabled accounts, and those that sign in only with the company's provider,
 * never sign in here; a successful sign-in is recorded on the account (Admin → Users shows it). A right password stored
 * under an older algorithm or weaker parameters is hashed again at current ones (only while the stored hash is still
 * the one checked, so a password changed meanwhile is never overwritten).
 */
export async function verifyCredentials(email: unknown, password: unknown) {
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) return null;
  const user = await findUserByEmail(email);
  // An account that signs in only with the company's provider costs what any other does, and never matches.
  const hasPassword = !!user && user.passwordHash !== NO_PASSWORD;
  const check = await verifyPassword(password, hasPassword ? user.passwordHash : await getDummyHash());
  if (!user || !hasPassword || !check.ok || user.disabled) return null;
  if (check.needsRehash) await rehash(user.id, user.passwordHash, password);
  await recordSignIn(user.id);
  return user;
}

async function recordSignIn(id: string): Promise<void> {
  try {
    const db = await getDb();
    await db.update(schema.users).set({ lastSignedInAt: new Date() }).where(eq(schema.users.id, id));
  } catch (error) {
    // Only a note for the admin: the sign-in itself must not fail for it.
    console.error(`[slotboard] could not record a sign-in: ${describeErrorForLog(error, { stack: false })}`);
  }
}

async function rehash(id: string, checked: string, password: string): Promise<void> {
  try {
    const passwordHash = await hashPassword(password);
    const db = await getDb();
    await db
      .update(schema.users)
      .set({ passwordHash })
      .where(and(eq(schema.users.id, id), eq(schema.users.passwordHash, checked)));
  } catch (error) {
    // The sign-in itself succeeded; the old hash still verifies and is upgraded at the next one.
    console.error(`[slotboard] could not upgrade a password hash: ${describeErrorForLog(error, { stack: false })}`);
  }
}
