import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { pruneSignInFailures } from './sign-in-throttle';

const EVERY_MS = 5 * 60 * 1000;

/**
 * Prunes expired sign-in failure rows now and every five minutes, so a stream of failures from ever new addresses
 * cannot grow the table between restarts. Returns the function that stops it.
 */
export function startSignInFailurePruning(): () => void {
  const prune = () =>
    pruneSignInFailures().catch((error: unknown) =>
      console.error(`[slotboard] pruning sign-in failures failed: ${describeErrorForLog(error, { stack: false })}`),
    );
  void prune();
  const timer = setInterval(prune, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
