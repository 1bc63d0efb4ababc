// One cached bearer token per client: fetched on first use, renewed before expiry or after a 401, and shared
// by concurrent callers so a burst of requests makes one token request, not one each.
import { computeRenewAt, readTokenExpiry } from './read-token-expiry';

interface TokenCache {
  /** A token that is not yet due for renewal; fetches one when needed (single flight). */
  get(): Promise<string>;
  /** Drops `token` if it is still the cached one (a 401 proved it dead); a newer token is kept. */
  invalidate(token: string): void;
  /** Fetches a fresh token now, regardless of the cached one. */
  refresh(): Promise<string>;
}

export function createTokenCache(fetchToken: () => Promise<string>, now: () => number = Date.now): TokenCache {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const refresh = (): Promise<string> => {
    if (pending) return pending;
    const startedAt = now();
    pending = fetchToken()
      .then((token) => {
        cached = { token, renewAt: computeRenewAt(readTokenExpiry(token), startedAt) };
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    get() {
      if (pending) return pending;
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      return refresh();
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
    refresh,
  };
}
