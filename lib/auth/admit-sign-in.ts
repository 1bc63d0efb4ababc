import 'server-only';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { processState } from '@/lib/process-state';

/** Sign-ins that may wait for a password check, per check allowed at once (SIGN_IN_MAX_CONCURRENT). */
const WAITING_PER_SLOT = 8;
const RETRY_AFTER_SECONDS = 2;

/**
 * Lets a sign-in in, or refuses it at once (429, Retry-After) when SIGN_IN_MAX_CONCURRENT are being checked and the
 * queue behind them is full, before its password costs anything. Call the returned function when it is done.
 */
export function admitSignIn(): () => void {
  const inFlight = processState('auth.signInsInFlight', () => ({ count: 0 }));
  const max = env().SIGN_IN_MAX_CONCURRENT * (1 + WAITING_PER_SLOT);
  if (inFlight.count >= max) {
    throw new AppError(
      'rate_limited',
      `Slotboard is checking too many sign-ins at once. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
      { reason: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS },
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
  inFlight.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    inFlight.count--;
  };
}
