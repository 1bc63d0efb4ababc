import 'server-only';
import { redirect } from 'next/navigation';
import type { CurrentUser } from '@/lib/contracts';
import { getCurrentUser } from './get-current-user';

/** For server pages and layouts: the signed-in user, or a redirect to the sign-in page. */
export async function requirePageUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect('/login');
  return user;
}
