import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { normalizeEmail } from '@/lib/contracts';
import { addressBucket } from './address-bucket';
import { nextFailureState, secondsBlocked, type FailureState, type ThrottlePolicy } from './next-failure-state';

const BASE_LOCKOUT_SECONDS = 30;
/** Failures on one account from all unknown clients together, as a multiple of the per-client limit. */
const ACCOUNT_LIMIT_FACTOR = 4;

export interface SignInSubject {
  email: string;
  /** Client address, when known (lib/auth/request-client-address.ts). */
  address: string | null;
  /** This browser's known-client id for the account (lib/auth/known-client-cookie.ts), when it has a valid one. */
  knownClient: string | null;
}

type Scope = 'client' | 'pair' | 'address' | 'account';
interface Key {
  key: string;
  scope: Scope;
  policy: ThrottlePolicy;
}

/**
 * The counters an attempt is judged on (OWASP ASVS 5.0, V6.3):
 * - a known client (it signed in to this account before) only on its own failures, so nobody else can stop it;
 * - any other client on its failures for this account from its address (LOGIN_MAX_FAILURES_PER_ACCOUNT), on all
 *   failures from its address (LOGIN_MAX_FAILURES_PER_ADDRESS), and on the failures of every unknown client on this
 *   account together (4 × LOGIN_MAX_FAILURES_PER_ACCOUNT), against guessing spread over many addresses. That last
 *   one refuses unknown clients for a while, with a lockout that grows; it never stops a known client.
 */
function keysOf(subject: SignInSubject): Key[] {
  const e = env();
  const policy = (maxFailures: number): ThrottlePolicy => ({
    maxFailures,
    windowSeconds: e.LOGIN_WINDOW_SECONDS,
    baseLockoutSeconds: BASE_LOCKOUT_SECONDS,
  });
  if (subject.knownClient)
    return [
      { key: `client:${subject.knownClient}`, scope: 'client', policy: policy(e.LOGIN_MAX_FAILURES_PER_ACCOUNT) },
    ];
  const account = normalizeEmail(subject.email);
  // Unknown only when the peer-address stamp is missing: all such clients then share one count.
  const address = subject.address ? addressBucket(subject.address) : 'unknown';
  return [
    { key: `pair:${address}|${account}`, scope: 'pair', policy: policy(e.LOGIN_MAX_FAILURES_PER_ACCOUNT) },
    { key: `address:${address}`, scope: 'address', policy: policy(e.LOGIN_MAX_FAILURES_PER_ADDRESS) },
    {
      key: `account:${account}`,
      scope: 'account',
      policy: policy(e.LOGIN_MAX_FAILURES_PER_ACCOUNT * ACCOUNT_LIMIT_FACTOR),
    },
  ];
}

/** Seconds the subject must wait before trying again (0 = allowed). Read-only: for the 429 answer before any work. */
export async function checkSignInThrottle(subject: SignInSubject, now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.signInFailures)
    .where(
      inArray(
        schema.signInFailures.key,
        keysOf(subject).map((k) => k.key),
      ),
    );
  return Math.max(0, ...rows.map((row) => secondsBlocked(row, now)));
}

/**
 * Counts a sign-in attempt as a failure BEFORE the password is checked, on every counter the subject is judged on, in
 * one transaction holding their rows (FOR UPDATE, so instances sharing the database count as one), and refuses it
 * when any is blocked. Counting first means parallel guesses cannot all slip past the limit; a success then takes its
 * count back (finishSuccessfulSignIn).
 */
export async function beginSignInAttempt(
  subject: SignInSubject,
  now = new Date(),
): Promise<{ allowed: boolean; waitSeconds: number }> {
  const db = await getDb();
  const keys = keysOf(subject);
  return db.transaction(async (tx) => {
    // Rows must exist so that FOR UPDATE serialises concurrent attempts on every instance; created and locked in key
    // order, so two attempts sharing keys always wait for each other in the same order and never deadlock.
    const ordered = keys.map(({ key }) => key).sort();
    await tx
      .insert(schema.signInFailures)
      .values(ordered.map((key) => ({ key, failures: 0, windowStart: now, blockedUntil: null })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(schema.signInFailures)
      .where(inArray(schema.signInFailures.key, ordered))
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

/**
 * A successful sign-in clears the client's own counters (known client, or this account from this address) and takes
 * back only its own attempt from the shared ones (the address, the account), so a victim signing in never wipes an
 * attacker's count.
 */
export async function finishSuccessfulSignIn(subject: SignInSubject): Promise<void> {
  const db = await getDb();
  const keys = keysOf(subject);
  const own = keys.filter((k) => k.scope === 'client' || k.scope === 'pair').map((k) => k.key);
  const shared = keys.filter((k) => k.scope === 'address' || k.scope === 'account');
  await db.transaction(async (tx) => {
    if (own.length) await tx.delete(schema.signInFailures).where(inArray(schema.signInFailures.key, own));
    for (const { key, policy } of shared) {
      const failures = schema.signInFailures.failures;
      // This attempt was allowed, so a lockout on the row now is its own doing (the count reached the limit with
      // it) unless others' failures alone still reach the limit: a right password must not lock out the office.
      await tx
        .update(schema.signInFailures)
        .set({
          failures: sql`greatest(${failures} - 1, 0)`,
          blockedUntil: sql`case when ${failures} - 1 < ${policy.maxFailures} then null
                                 else ${schema.signInFailures.blockedUntil} end`,
        })
        .where(eq(schema.signInFailures.key, key));
    }
  });
}

/** Removes rows whose window and lockout have both passed, so the table stays small. */
export async function pruneSignInFailures(now = new Date()): Promise<void> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - env().LOGIN_WINDOW_SECONDS * 1000);
  const { windowStart, blockedUntil } = schema.signInFailures;
  await db
    .delete(schema.signInFailures)
    .where(sql`${windowStart} < ${cutoff} and (${blockedUntil} is null or ${blockedUntil} < ${now})`);
}
