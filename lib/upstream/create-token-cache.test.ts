import { describe, expect, it } from 'vitest';
import { createTokenCache } from './create-token-cache';
import { computeRenewAt, readTokenExpiry } from './read-token-expiry';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (claims: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.sig`;

describe('readTokenExpiry', () => {
  it('reads exp in milliseconds and gives null for opaque tokens', () => {
    expect(readTokenExpiry(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(readTokenExpiry(jwt({ sub: 'x' }))).toBeNull();
    expect(readTokenExpiry('opaque-token')).toBeNull();
    expect(readTokenExpiry('a.!!!.c')).toBeNull();
  });
});

describe('computeRenewAt', () => {
  it('renews 20% of the lifetime early, never more than 60 s early', () => {
    expect(computeRenewAt(5_000, 0)).toBe(4_000);
    expect(computeRenewAt(3_600_000, 0)).toBe(3_540_000);
    expect(computeRenewAt(null, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('createTokenCache', () => {
  it('makes one token request for concurrent callers and reuses it', async () => {
    let calls = 0;
    let release!: (t: string) => void;
    const cache = createTokenCache(
      () => {
        calls += 1;
        return new Promise<string>((r) => (release = r));
      },
      () => 0,
    );
    const all = Promise.all([cache.get(), cache.get(), cache.get()]);
    release(jwt({ exp: 3600 }));
    expect(new Set(await all).size).toBe(1);
    await cache.get();
    expect(calls).toBe(1);
  });

  it('renews before exp and after invalidate, but keeps a newer token when an old one is invalidated', async () => {
    let clock = 0;
    let n = 0;
    const cache = createTokenCache(
      async () => jwt({ exp: 10 + clock / 1000, n: ++n }),
      () => clock,
    );
    const first = await cache.get();
    clock = 7_000;
    expect(await cache.get()).toBe(first);
    clock = 8_001; // past exp - 20% of 10 s
    const second = await cache.get();
    expect(second).not.toBe(first);
    cache.invalidate(first);
    expect(await cache.get()).toBe(second);
    cache.invalidate(second);
    expect(await cache.get()).not.toBe(second);
    expect(n).toBe(3);
  });

  it('lets the next caller retry after a failed token request', async () => {
    let fail = true;
    const cache = createTokenCache(async () => {
      if (fail) throw new Error('down');
      return 'opaque';
    });
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe('opaque');
  });
});
