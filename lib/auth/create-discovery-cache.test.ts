import { describe, expect, it } from 'vitest';
import { createDiscoveryCache } from './create-discovery-cache';

function setUp() {
  let now = 1_000_000;
  const cache = createDiscoveryCache<string>({ ttlMs: 3_600_000, failureTtlMs: 30_000, now: () => now });
  const loads: string[] = [];
  const loader =
    (value: string, fail = false) =>
    () => {
      loads.push(value);
      return fail ? Promise.reject(new Error(value)) : Promise.resolve(value);
    };
  return { cache, loads, loader, advance: (ms: number) => (now += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDiscoveryCache', () => {
  it('keeps a document for the TTL, then fetches it again', async () => {
    const { cache, loads, loader, advance } = setUp();
    await expect(cache.get('https://a', loader('one'))).resolves.toBe('one');
    advance(3_599_999);
    await expect(cache.get('https://a', loader('two'))).resolves.toBe('one');
    advance(1);
    await expect(cache.get('https://a', loader('three'))).resolves.toBe('three');
    expect(loads).toEqual(['one', 'three']);
  });

  it('shares one fetch among concurrent requests', async () => {
    const { cache, loads, loader } = setUp();
    const both = await Promise.all([cache.get('https://a', loader('one')), cache.get('https://a', loader('two'))]);
    expect(both).toEqual(['one', 'one']);
    expect(loads).toEqual(['one']);
  });

  it('keeps a failure for its short TTL only', async () => {
    const { cache, loads, loader, advance } = setUp();
    await expect(cache.get('https://a', loader('refused', true))).rejects.toThrow('refused');
    await settle();
    advance(29_999);
    await expect(cache.get('https://a', loader('again', true))).rejects.toThrow('refused');
    advance(1);
    await expect(cache.get('https://a', loader('fixed'))).resolves.toBe('fixed');
    expect(loads).toEqual(['refused', 'fixed']);
  });

  it('fetches again at once for another issuer, and forgets the old one', async () => {
    const { cache, loads, loader } = setUp();
    await cache.get('https://a', loader('a1'));
    await cache.get('https://b', loader('b1'));
    await cache.get('https://a', loader('a2'));
    expect(loads).toEqual(['a1', 'b1', 'a2']);
  });
});
