import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { hasRole, type CurrentUser, type Role } from '@/lib/contracts';
import { getCurrentUser } from './get-current-user';

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * For server pages and layouts: the signed-in user, or a redirect to the sign-in page, which says the session has
 * ended when the browser still sent one (its lifetime, a password reset, the account disabled).
 */
export async function requirePageUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const jar = await cookies();
  redirect(SESSION_COOKIES.some((name) => jar.has(name)) ? '/login?ended=1' : '/login');
}

/**
 * For a page that needs a role: the user when they hold it, else null, and the page shows why instead of its data.
 * Each page asks itself: on a client navigation Next.js renders only the segments that changed, so a layout's check
 * does not guard the page below it.
 */
export async function requirePageRole(role: Role): Promise<CurrentUser | null> {
  const user = await requirePageUser();
  return hasRole(user.role, role) ? user : null;
}
