import { describe, expect, it } from 'vitest';
import { splitSlice } from './list-reservations-in-range';

describe('splitSlice', () => {
  it('reads a day as it is', () => {
    const from = new Date('2026-11-23T00:00:00Z');
    const to = new Date('2026-11-24T00:00:00Z');
    expect(splitSlice(from, to)).toEqual([{ from, to }]);
  });

  it('reads a week as two halves that meet at a whole minute, together the whole week', () => {
    const from = new Date('2026-11-22T23:00:00Z');
    const to = new Date('2026-11-29T23:00:00.500Z');
    const [a, b] = splitSlice(from, to);
    expect(a!.from).toEqual(from);
    expect(b!.to).toEqual(to);
    expect(a!.to).toEqual(b!.from);
    expect(a!.to.getTime() % 60_000).toBe(0);
    expect(a!.to.toISOString()).toBe('2026-11-26T11:00:00.000Z');
  });
});
