import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { normalizeEmail } from '@/lib/contracts';
import { nextFailureState, secondsBlocked, type FailureState, type ThrottlePolicy } from './next-failure-state';

const BASE_LOCKOUT_SECONDS = 30;

interface SignInSubject {
  email: string;
  /** Client address, when known. */
  address: string | null;
}

const accountKey = (email: string) => `account:${normalizeEmail(email)}`;

function keysOf(subject: SignInSubject): { key: string; policy: ThrottlePolicy }[] {
  const e = env();
  const policy = (maxFailures: number) => ({ maxFailures, windowSeconds: e.LOGIN_WINDOW_SECONDS, baseLockoutSeconds: BASE_LOCKOUT_SECONDS });
  const keys = [{ key: accountKey(subject.email), policy: policy(e.LOGIN_MAX_FAILURES_PER_ACCOUNT) }];
  if (subject.address) keys.push({ key: `address:${subject.address}`, policy: policy(e.LOGIN_MAX_FAILURES_PER_ADDRESS) });
  return keys;
}

/** Seconds the subject must wait before trying again (0 = allowed). Read-only: for the 429 answer. */
export async function checkSignInThrottle(subject: SignInSubject, now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.signInFailures)
    .where(inArray(schema.signInFailures.key, keysOf(subject).map((k) => k.key)));
  return Math.max(0, ...rows.map((row) => secondsBlocked(row, now)));
}

/**
 * Counts a sign-in attempt as a failure BEFORE the password is checked, for the account and the address in
 * one transaction, and refuses it when either is locked. Counting first means parallel guesses cannot all
 * slip past the limit; a success then takes its count back (finishSuccessfulSignIn).
 */
export async function beginSignInAttempt(subject: SignInSubject, now = new Date()): Promise<{ allowed: boolean; waitSeconds: number }> {
  const db = await getDb();
  const keys = keysOf(subject);
  return db.transaction(async (tx) => {
    // Rows must exist so that FOR UPDATE serialises concurrent attempts on every instance.
    await tx
      .insert(schema.signInFailures)
      .values(keys.map(({ key }) => ({ key, failures: 0, windowStart: now, blockedUntil: null })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(schema.signInFailures)
      .where(inArray(schema.signInFailures.key, keys.map((k) => k.key)))
      .orderBy(schema.signInFailures.key)
      .for('update');
    const waitSeconds = Math.max(0, ...rows.map((row) => secondsBlocked(row, now)));
    if (waitSeconds > 0) return { allowed: false, waitSeconds };
    for (const { key, policy } of keys) {
      const previous = rows.find((r) => r.key === key);
      const next: FailureState = nextFailureState(previous && previous.failures > 0 ? previous : null, now, policy);
      await tx.update(schema.signInFailures).set(next).where(eq(schema.signInFailures.key, key));
    }
    return { allowed: true, waitSeconds: 0 };
  });
}

/** A successful sign-in clears the account's count and takes back its own count from the address. */
export async function finishSuccessfulSignIn(subject: SignInSubject): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(schema.signInFailures).where(eq(schema.signInFailures.key, accountKey(subject.email)));
    if (subject.address) {
      await tx
        .update(schema.signInFailures)
        .set({ failures: sql`greatest(${schema.signInFailures.failures} - 1, 0)` })
        .where(eq(schema.signInFailures.key, `address:${subject.address}`));
    }
  });
}

/** Removes rows whose window and lockout have both passed, so the table stays small. */
export async function pruneSignInFailures(now = new Date()): Promise<void> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - env().LOGIN_WINDOW_SECONDS * 1000);
  await db
    .delete(schema.signInFailures)
    .where(sql`${schema.signInFailures.windowStart} < ${cutoff} and (${schema.signInFailures.blockedUntil} is null or ${schema.signInFailures.blockedUntil} < ${now})`);
}
