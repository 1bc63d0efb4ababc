import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { auditChanges, normalizeEmail } from '@/lib/contracts';
import { AppError } from '@/lib/errors';
import { classifyAddress } from '@/lib/upstream';
import { verifyPassword } from './hash-password';
import { createUser, findUserByEmail } from './manage-users';

/** Accounts whose passwords are published (README, `npm run demo`): they exist only in a demo on this machine. */
export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'demo-admin', role: 'admin', name: 'Demo Admin' },
  { email: 'planner@example.com', password: 'demo-planner', role: 'planner', name: 'Demo Planner' },
] as const;

/** A demo is served only to this machine: NEXTAUTH_URL names a loopback address. */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || classifyAddress(host) === 'loopback';
}

/**
 * The demo's accounts sign in only from this machine, whatever address the server listens on (`next start` binds
 * every interface): their passwords are published.
 */
export function isDemoAccountFromAfar(email: string, address: string | null): boolean {
  const demo = DEMO_USERS.some((u) => u.email === normalizeEmail(email));
  return demo && (!address || classifyAddress(address) !== 'loopback');
}

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when that account does not exist yet (an existing account
 * is never overwritten). The demo accounts are created only when SLOTBOARD_DEMO is set AND the dashboard is served on
 * a loopback address (refusing to start otherwise); without SLOTBOARD_DEMO, a demo account that still has its
 * published password is disabled, so a data directory that once ran the demo is safe to serve.
 */
export async function bootstrapUsers(): Promise<void> {
  const e = env();
  if (e.SLOTBOARD_DEMO && !isLoopback(e.NEXTAUTH_URL)) {
    throw new AppError(
      'invalid_request',
      'SLOTBOARD_DEMO creates accounts whose passwords are published (admin@example.com / demo-admin), so it is ' +
        'allowed only when NEXTAUTH_URL is a loopback address such as http://127.0.0.1:3000, ' +
        `not ${e.NEXTAUTH_URL}. Unset SLOTBOARD_DEMO and create the first admin with ADMIN_EMAIL and ADMIN_PASSWORD.`,
      [{ field: 'SLOTBOARD_DEMO', message: 'only with a loopback NEXTAUTH_URL' }],
    );
  }
  const wanted: { email: string; password: string; role: 'admin' | 'planner'; name: string }[] = [];
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD)
    wanted.push({ email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, role: 'admin', name: 'Administrator' });
  if (e.SLOTBOARD_DEMO) wanted.push(...DEMO_USERS);
  else await disableDemoUsers();
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

async function disableDemoUsers(): Promise<void> {
  const db = await getDb();
  for (const demo of DEMO_USERS) {
    const user = await findUserByEmail(demo.email);
    // An operator who kept the address but set their own password keeps the account.
    if (!user || user.disabled || !(await verifyPassword(demo.password, user.passwordHash)).ok) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(schema.users)
        .set({ disabled: true, sessionVersion: sql`${schema.users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(schema.users.id, user.id), eq(schema.users.passwordHash, user.passwordHash)));
      await tx.insert(schema.auditLog).values({
        actorId: null,
        action: 'user.updated',
        subject: user.id,
        detail: {
          changes: auditChanges({ disabled: false }, { disabled: true }),
          reason: 'demo account outside the demo',
        },
      });
    });
    console.warn(
      `[slotboard] disabled the demo account ${demo.email}: its password is published and SLOTBOARD_DEMO is not set`,
    );
  }
}
