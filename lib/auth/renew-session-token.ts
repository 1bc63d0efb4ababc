import 'server-only';
import { randomUUID } from 'node:crypto';
import type { User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { findUserById } from './manage-users';
import { isSessionOver, type SessionLifetimes } from './session-lifetime';

// next-auth's jwt callback: what the session token carries, decided at sign-in and at every renewal. Only the user id
// travels, with `sid` (this sign-in, what binds a tab's id to its session in lib/live), `sv` (the account's session
// version at sign-in: a password change raises it), `auth_time` (when this sign-in happened, kept through every
// renewal: the session ends a fixed time after it) and `wall` (a viewer's wall display, which lives longer).

/** The configured lifetimes (SESSION_MAX_HOURS, WALL_SESSION_MAX_HOURS). */
export function sessionLifetimes(): SessionLifetimes {
  const e = env();
  return { hours: e.SESSION_MAX_HOURS, wallHours: e.WALL_SESSION_MAX_HOURS };
}

// A session past its end keeps only this mark: no user, so no page or API accepts it, and the session callback answers
// none. (Throwing from the callback would clear the cookie too, but logs each refusal as an error; a next-auth
// `logger` to quiet that would open POST /api/auth/_log, where anyone may write to the server's log.)
const ENDED = { ended: true } as const;

export const hasSessionEnded = (token: JWT) => token.ended === true;

interface JwtCallback {
  token: JWT;
  user?: User;
  trigger?: 'signIn' | 'signUp' | 'update';
  session?: unknown;
}

export async function renewSessionToken({ token, user, trigger, session }: JwtCallback): Promise<JWT> {
  if (user) {
    const sv = (user as { sessionVersion?: number }).sessionVersion;
    return { ...token, sid: randomUUID(), sv, auth_time: Math.floor(Date.now() / 1000) };
  }
  // Checked before any update: a session past its end cannot ask for a longer one.
  if (hasSessionEnded(token) || isSessionOver(token, Date.now(), sessionLifetimes())) return { ...ENDED };
  if (trigger === 'update' && asksForWall(session) && token.wall !== true && (await isViewerSession(token))) {
    return { ...token, wall: true };
  }
  return token;
}

// The gate's wall page asks (features/gate/client/use-keep-session.ts); any session may ask, so the answer is the
// account's: only a viewer, who can change nothing, gets the longer lifetime, counted from the same sign-in.
const asksForWall = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { wall?: unknown }).wall === true;

async function isViewerSession(token: JWT): Promise<boolean> {
  if (typeof token.sub !== 'string') return false;
  const row = await findUserById(token.sub);
  return !!row && !row.disabled && row.role === 'viewer' && row.sessionVersion === token.sv;
}
