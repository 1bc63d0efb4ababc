'use client';

import { useEffect } from 'react';

/** Often enough that the 12-hour idle limit never runs out on a screen nobody touches. */
const RENEW_EVERY_MS = 10 * 60_000;

/**
 * A wall display stays signed in: each renewal asks next-auth to update the session as a wall display's, which renews
 * the cookie and, for a viewer's account only, gives the session the wall's longer lifetime from its sign-in
 * (lib/auth/renew-session-token.ts). A session that ended anyway (its lifetime, a password reset, the account
 * disabled) sends the screen to sign-in.
 */
export function useKeepSession(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const renew = async () => {
      try {
        const csrf = (await (await fetch('/api/auth/csrf', { cache: 'no-store' })).json()) as { csrfToken?: string };
        const response = await fetch('/api/auth/session', {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ csrfToken: csrf.csrfToken, data: { wall: true } }),
        });
        const session = (await response.json()) as { user?: unknown } | null;
        if (response.ok && !session?.user) window.location.reload();
      } catch {
        // Offline for a moment: the next round tries again, the live stream says it is reconnecting.
      }
    };
    void renew();
    const timer = setInterval(() => void renew(), RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
