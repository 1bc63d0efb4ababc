import 'server-only';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import type { CurrentUser } from '@/lib/contracts';
import { getAuthOptions } from './auth-options';
import { findUserById } from './manage-users';

/** The signed-in, enabled user, or null. Cached for the duration of one server render. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(getAuthOptions());
  const id = (session?.user as { id?: string } | undefined)?.id;
  if (!id) return null;
  const row = await findUserById(id);
  if (!row || row.disabled) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
});
