import { describe, expect, it } from 'vitest';
import { createPrng } from './create-prng';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    expect([a.next(), a.int(1, 6), a.guid()]).toEqual([b.next(), b.int(1, 6), b.guid()]);
  });

  it('makes RFC 4122 version 4 GUIDs and ints within bounds', () => {
    const p = createPrng(1);
    for (let i = 0; i < 100; i++) {
      expect(p.guid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const n = p.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});
