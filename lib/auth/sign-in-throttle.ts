import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { nextFailureState, secondsBlocked, type ThrottlePolicy } from './next-failure-state';

const BASE_LOCKOUT_SECONDS = 30;

export interface SignInSubject {
  email: string;
  /** Client address, when known. */
  address: string | null;
}

function keysOf(subject: SignInSubject): { key: string; policy: ThrottlePolicy }[] {
  const e = env();
  const window = e.LOGIN_WINDOW_SECONDS;
  const keys = [
    { key: `account:${subject.email.trim().toLowerCase()}`, policy: { maxFailures: e.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: window, baseLockoutSeconds: BASE_LOCKOUT_SECONDS } },
  ];
  if (subject.address) {
    keys.push({ key: `address:${subject.address}`, policy: { maxFailures: e.LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds: window, baseLockoutSeconds: BASE_LOCKOUT_SECONDS } });
  }
  return keys;
}

/** Seconds the subject must wait before trying again (0 = allowed). */
export async function checkSignInThrottle(subject: SignInSubject, now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.signInFailures)
    .where(inArray(schema.signInFailures.key, keysOf(subject).map((k) => k.key)));
  return Math.max(0, ...rows.map((row) => secondsBlocked(row, now)));
}

export async function recordSignInFailure(subject: SignInSubject, now = new Date()): Promise<void> {
  const db = await getDb();
  for (const { key, policy } of keysOf(subject)) {
    await db.transaction(async (tx) => {
      // Make sure the row exists so that FOR UPDATE serialises concurrent failures on every instance.
      await tx
        .insert(schema.signInFailures)
        .values({ key, failures: 0, windowStart: now, blockedUntil: null })
        .onConflictDoNothing();
      const [previous] = await tx.select().from(schema.signInFailures).where(eq(schema.signInFailures.key, key)).for('update');
      const next = nextFailureState(previous && previous.failures > 0 ? previous : null, now, policy);
      await tx.update(schema.signInFailures).set(next).where(eq(schema.signInFailures.key, key));
    });
  }
}

/** A successful sign-in clears the account's failures; the address keeps its count. */
export async function clearSignInFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.delete(schema.signInFailures).where(eq(schema.signInFailures.key, `account:${email.trim().toLowerCase()}`));
}

/** Removes rows whose window and lockout have both passed, so the table stays small. */
export async function pruneSignInFailures(now = new Date()): Promise<void> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - env().LOGIN_WINDOW_SECONDS * 1000);
  await db
    .delete(schema.signInFailures)
    .where(sql`${schema.signInFailures.windowStart} < ${cutoff} and (${schema.signInFailures.blockedUntil} is null or ${schema.signInFailures.blockedUntil} < ${now})`);
}
