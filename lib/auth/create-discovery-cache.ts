// The provider's judged discovery document per issuer, per instance: fetched once an hour rather than on every
// sign-in request. A failure is kept briefly, so a broken or hostile provider is not asked again for every click,
// and an admin who fixes it waits at most that long. Concurrent requests for the same issuer share one fetch.

export interface DiscoveryCacheOptions {
  ttlMs: number;
  failureTtlMs: number;
  now?: () => number;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

export function createDiscoveryCache<T>(options: DiscoveryCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      // One issuer is configured at a time: anything else here is an issuer an admin replaced.
      entries.clear();
      // Until it settles, the entry holds the fetch in flight (a fetch has its own timeout).
      const fresh: Entry<T> = { expires: Number.POSITIVE_INFINITY, value: load() };
      entries.set(key, fresh);
      fresh.value.then(
        () => (fresh.expires = now() + options.ttlMs),
        () => (fresh.expires = now() + options.failureTtlMs),
      );
      return fresh.value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
