import 'server-only';
import { env } from '@/lib/env';
import { createConcurrencyLimit, type ConcurrencyLimit } from './create-concurrency-limit';

// One limit per process, whichever route bundle loads this module first (each may hold its own copy of it).
const KEY = Symbol.for('slotboard.auth.passwordWork');
type WithLimit = typeof globalThis & { [KEY]?: ConcurrencyLimit };

/** The process's password-hash limit: SIGN_IN_MAX_CONCURRENT hashes at once, the rest queued in order. */
export function passwordWorkLimit(): ConcurrencyLimit {
  const g = globalThis as WithLimit;
  g[KEY] ??= createConcurrencyLimit(env().SIGN_IN_MAX_CONCURRENT);
  return g[KEY];
}

/**
 * Runs one password hash or verification under the limit. Each costs ~19 MiB and a libuv thread (the pool of four
 * that DNS lookups and file reads share), so without a limit a burst of sign-ins would starve both.
 */
export function runPasswordWork<T>(task: () => Promise<T>): Promise<T> {
  return passwordWorkLimit().run(task);
}
