import 'server-only';
import { env } from '@/lib/env';
import { createUser, findUserByEmail } from './manage-users';

export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'demo-admin', role: 'admin', name: 'Demo Admin' },
  { email: 'planner@example.com', password: 'demo-planner', role: 'planner', name: 'Demo Planner' },
] as const;

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when that account does not exist yet
 * (an existing account is never overwritten), and the demo accounts when SLOTBOARD_DEMO is set.
 */
export async function bootstrapUsers(): Promise<void> {
  const e = env();
  const wanted: { email: string; password: string; role: 'admin' | 'planner'; name: string }[] = [];
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD) wanted.push({ email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, role: 'admin', name: 'Administrator' });
  if (e.SLOTBOARD_DEMO) wanted.push(...DEMO_USERS);
  for (const user of wanted) {
    if (await findUserByEmail(user.email)) continue;
    try {
      await createUser(user, null);
    } catch (error) {
      // Another instance starting at the same moment may have created it first.
      if (!(await findUserByEmail(user.email))) throw error;
    }
  }
}
