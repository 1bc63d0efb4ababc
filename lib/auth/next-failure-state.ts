export interface FailureState {
  failures: number;
  windowStart: Date;
  blockedUntil: Date | null;
}

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
  /** First lockout; each further failure past the limit doubles it, up to windowSeconds. */
  baseLockoutSeconds: number;
}

/** The state after one more failed sign-in. Failures older than the window are forgotten. */
export function nextFailureState(previous: FailureState | null, now: Date, policy: ThrottlePolicy): FailureState {
  const windowExpired = !previous || now.getTime() - previous.windowStart.getTime() >= policy.windowSeconds * 1000;
  const failures = windowExpired ? 1 : previous.failures + 1;
  const windowStart = windowExpired ? now : previous.windowStart;
  if (failures < policy.maxFailures) return { failures, windowStart, blockedUntil: null };
  const lockoutSeconds = Math.min(
    policy.windowSeconds,
    policy.baseLockoutSeconds * 2 ** (failures - policy.maxFailures),
  );
  return { failures, windowStart, blockedUntil: new Date(now.getTime() + lockoutSeconds * 1000) };
}

/** Seconds until sign-in is allowed again, or 0. */
export function secondsBlocked(state: Pick<FailureState, 'blockedUntil'> | null, now: Date): number {
  if (!state?.blockedUntil) return 0;
  return Math.max(0, Math.ceil((state.blockedUntil.getTime() - now.getTime()) / 1000));
}
