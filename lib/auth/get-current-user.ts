import 'server-only';
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import { type CurrentUser, isLocale } from '@/lib/contracts';
import { getAuthOptions } from './auth-options';
import { findUserById } from './manage-users';
import { sessionLifetimes } from './renew-session-token';
import { sessionEndsAt } from './session-lifetime';

/** The signed-in, enabled user, or null. Cached for the duration of one server render. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = (await getServerSession(getAuthOptions())) as {
    user?: { id?: string };
    sid?: string;
    sv?: number | null;
    auth_time?: number | null;
    wall?: boolean;
  } | null;
  const id = session?.user?.id;
  const sessionId = session?.sid;
  // A token without a session id or version predates them: signed in again, it gets both.
  if (!id || !sessionId || typeof session?.sv !== 'number') return null;
  const row = await findUserById(id);
  // A password change (or disabling the account) raised the version: every session signed in before it has ended.
  if (!row || row.disabled || row.sessionVersion !== session.sv) return null;
  // Past its lifetime from sign-in (next-auth's jwt callback ends it too); a wall display's longer one holds only while
  // the account is a viewer, so one promoted since gets the ordinary lifetime.
  const endsAt = sessionEndsAt(session, sessionLifetimes(), row.role === 'viewer');
  if (endsAt === null || Date.now() >= endsAt) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId,
    sessionVersion: row.sessionVersion,
    sessionEndsAt: endsAt,
    locale: isLocale(row.locale) ? row.locale : null,
  };
});
