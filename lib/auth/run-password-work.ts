import 'server-only';
import { env } from '@/lib/env';
import { processState } from '@/lib/process-state';
import { createConcurrencyLimit, type ConcurrencyLimit } from './create-concurrency-limit';

/** The process's password-hash limit: SIGN_IN_MAX_CONCURRENT hashes at once, the rest queued in order. */
export function passwordWorkLimit(): ConcurrencyLimit {
  // One limit per process, whichever route bundle asks first.
  return processState('auth.passwordWork', () => createConcurrencyLimit(env().SIGN_IN_MAX_CONCURRENT));
}

/**
 * Runs one password hash or verification under the limit. Each costs ~19 MiB and a libuv thread (the pool of four
 * that DNS lookups and file reads share), so without a limit a burst of sign-ins would starve both.
 */
export function runPasswordWork<T>(task: () => Promise<T>): Promise<T> {
  return passwordWorkLimit().run(task);
}
