import { describe, expect, it } from 'vitest';
import { findClash, findOverlaps, type Slot } from './find-overlaps';

const s = (Id: string, ResourceId: string, start: number, end: number): Slot => ({
  Id,
  ResourceId,
  startUtc: start,
  endUtc: end,
});

describe('findOverlaps', () => {
  it('flags overlapping slots on one ramp only', () => {
    const out = findOverlaps([s('a', 'r1', 0, 10), s('b', 'r1', 5, 15), s('c', 'r2', 0, 10), s('d', 'r1', 15, 20)]);
    expect([...out].sort()).toEqual(['a', 'b']);
  });

  it('treats touching ends as no overlap and catches a slot inside a long one', () => {
    expect(findOverlaps([s('a', 'r1', 0, 10), s('b', 'r1', 10, 20)]).size).toBe(0);
    expect([...findOverlaps([s('a', 'r1', 0, 100), s('b', 'r1', 10, 20), s('c', 'r1', 30, 40)])].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('findClash', () => {
  const loaded = [s('a', 'r1', 0, 10), s('b', 'r2', 0, 10)];
  it('finds the slot a candidate would hit on its target ramp', () => {
    expect(findClash(s('x', 'r1', 5, 8), loaded)?.Id).toBe('a');
    expect(findClash(s('x', 'r1', 10, 12), loaded)).toBeNull();
  });
  it('ignores the slot being moved', () => {
    expect(findClash(s('a', 'r1', 2, 12), loaded)).toBeNull();
  });
});
