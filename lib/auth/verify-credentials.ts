import 'server-only';
import { getDummyHash, verifyPassword } from './hash-password';
import { findUserByEmail } from './manage-users';

/** The user for these credentials, or null. Disabled accounts never sign in. */
export async function verifyCredentials(email: unknown, password: unknown) {
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) return null;
  const user = await findUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !ok || user.disabled) return null;
  return user;
}
