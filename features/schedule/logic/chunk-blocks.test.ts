import { describe, expect, it } from 'vitest';
import { chunkBlocks, isChunkInSpan } from './chunk-blocks';

const item = (id: string, left: number, width: number) => ({
  id,
  box: { left, width, clippedStart: false, clippedEnd: false },
});

describe('chunkBlocks', () => {
  it('puts each block in the span its left edge is in, spans in axis order, empty ones left out', () => {
    const chunks = chunkBlocks([item('c', 650, 20), item('a', 10, 30), item('b', 290, 100)], 300);
    expect(chunks.map((c) => [c.index, c.items.map((i) => i.id)])).toEqual([
      [0, ['a', 'b']],
      [2, ['c']],
    ]);
  });

  it('gives a span the extent of its blocks, which may reach past the span', () => {
    const [chunk] = chunkBlocks([item('a', 40, 10), item('b', 250, 120)], 300);
    expect(chunk).toMatchObject({ left: 40, right: 370 });
    expect(isChunkInSpan(chunk!, 360, 900)).toBe(true);
    expect(isChunkInSpan(chunk!, 371, 900)).toBe(false);
    expect(isChunkInSpan(chunk!, 0, 39)).toBe(false);
  });

  it('has no spans for no blocks', () => {
    expect(chunkBlocks([], 300)).toEqual([]);
  });
});
