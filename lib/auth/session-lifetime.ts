// A session ends a fixed time after its sign-in, however often it is renewed: next-auth slides the token's own expiry
// on every read of the session, so a tab that polls (the gate's wall display does, on purpose) would otherwise keep
// a person signed in for as long as it runs, even one removed at the identity provider.

/** How long a session lasts from its sign-in, in hours: any session, and a viewer's wall display (lib/env). */
export interface SessionLifetimes {
  hours: number;
  wallHours: number;
}

/** What a session token says about its sign-in: `auth_time` in seconds since 1970, as OpenID Connect names it. */
export interface SessionStamp {
  auth_time?: unknown;
  /** Set only for a viewer's wall display (auth-options.ts), and only counted while the account is a viewer. */
  wall?: unknown;
  [claim: string]: unknown;
}

/**
 * When the session ends (milliseconds since 1970), or null for a token without a valid sign-in time: one signed in
 * before the rule existed. Such a token is refused rather than dated by its `iat`, which next-auth renews with the
 * token itself, so a polling tab would never reach its end.
 */
export function sessionEndsAt(stamp: SessionStamp, lifetimes: SessionLifetimes, wallAllowed = true): number | null {
  const signedIn = stamp.auth_time;
  if (typeof signedIn !== 'number' || !Number.isFinite(signedIn) || signedIn <= 0) return null;
  const hours = wallAllowed && stamp.wall === true ? Math.max(lifetimes.wallHours, lifetimes.hours) : lifetimes.hours;
  return (signedIn + hours * 60 * 60) * 1000;
}

/** Whether the session has ended at `now` (milliseconds), or never carried its sign-in time. */
export function isSessionOver(stamp: SessionStamp, now: number, lifetimes: SessionLifetimes, wallAllowed = true) {
  const end = sessionEndsAt(stamp, lifetimes, wallAllowed);
  return end === null || now >= end;
}
