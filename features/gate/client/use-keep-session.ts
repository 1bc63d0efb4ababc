'use client';

import { useEffect } from 'react';

/** Often enough that a 12-hour session never runs out on a screen nobody touches. */
const RENEW_EVERY_MS = 10 * 60_000;

/**
 * A wall display stays signed in: next-auth renews the session cookie each time the session is read, so it is read
 * every ten minutes. A session that ended anyway (password reset, account disabled) sends the screen to sign-in.
 */
export function useKeepSession(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' });
        const session = (await response.json()) as { user?: unknown } | null;
        if (response.ok && !session?.user) window.location.reload();
      } catch {
        // Offline for a moment: the next round tries again, the live stream says it is reconnecting.
      }
    }, RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
