import { describe, expect, it } from 'vitest';
import { focusBucket, moveFocus, type NavModel } from './move-focus';

// Row 0: block A over buckets 2–3; row 1: block B over 3–5; 8 buckets.
const model: NavModel = {
  bucketCount: 8,
  rows: [[{ id: 'A', firstBucket: 2, lastBucket: 3 }], [{ id: 'B', firstBucket: 3, lastBucket: 5 }], []],
};

describe('moveFocus', () => {
  it('steps right from a cell onto a block and past it to the next cell', () => {
    const onA = moveFocus(model, { kind: 'cell', row: 0, bucket: 1 }, 'ArrowRight');
    expect(onA).toEqual({ kind: 'block', row: 0, id: 'A' });
    expect(moveFocus(model, onA, 'ArrowRight')).toEqual({ kind: 'cell', row: 0, bucket: 4 });
    expect(moveFocus(model, onA, 'ArrowLeft')).toEqual({ kind: 'cell', row: 0, bucket: 1 });
  });

  it('moves vertically at the same time and lands on a covering block', () => {
    expect(moveFocus(model, { kind: 'cell', row: 0, bucket: 4 }, 'ArrowDown')).toEqual({
      kind: 'block',
      row: 1,
      id: 'B',
    });
    expect(moveFocus(model, { kind: 'block', row: 1, id: 'B' }, 'ArrowDown')).toEqual({
      kind: 'cell',
      row: 2,
      bucket: 3,
    });
    expect(moveFocus(model, { kind: 'block', row: 1, id: 'B' }, 'ArrowUp')).toEqual({ kind: 'block', row: 0, id: 'A' });
  });

  it('stays inside the grid at its edges and jumps with Home/End', () => {
    expect(moveFocus(model, { kind: 'cell', row: 0, bucket: 0 }, 'ArrowLeft')).toEqual({
      kind: 'cell',
      row: 0,
      bucket: 0,
    });
    expect(moveFocus(model, { kind: 'cell', row: 0, bucket: 0 }, 'ArrowUp')).toEqual({
      kind: 'cell',
      row: 0,
      bucket: 0,
    });
    expect(moveFocus(model, { kind: 'cell', row: 2, bucket: 7 }, 'ArrowRight')).toEqual({
      kind: 'cell',
      row: 2,
      bucket: 7,
    });
    expect(moveFocus(model, { kind: 'cell', row: 2, bucket: 4 }, 'Home')).toEqual({ kind: 'cell', row: 2, bucket: 0 });
    expect(moveFocus(model, { kind: 'cell', row: 2, bucket: 4 }, 'End')).toEqual({ kind: 'cell', row: 2, bucket: 7 });
  });

  it('reports the bucket under the focus and leaves an empty grid alone', () => {
    expect(focusBucket(model, { kind: 'block', row: 1, id: 'B' })).toBe(3);
    const empty: NavModel = { bucketCount: 0, rows: [] };
    expect(moveFocus(empty, { kind: 'cell', row: 0, bucket: 0 }, 'ArrowDown')).toEqual({
      kind: 'cell',
      row: 0,
      bucket: 0,
    });
  });
});
