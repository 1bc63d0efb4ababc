// Blocks of one ramp grouped into fixed-width spans of the time axis, so a virtualised row renders and re-renders a
// span at a time: scrolling sideways then mounts one span per row where it would otherwise re-render the whole row.
import type { BlockBox } from './layout-blocks';

export interface BlockChunk<T> {
  /** Which span of the axis (left edge ÷ span width); the key a row renders it under. */
  index: number;
  /** Pixel extent of everything in it: a block starting in the span may reach into the next ones. */
  left: number;
  right: number;
  items: T[];
}

/** Items by the span their box starts in (each in exactly one), spans in axis order, empty spans left out. */
export function chunkBlocks<T extends { box: BlockBox }>(items: readonly T[], spanPx: number): BlockChunk<T>[] {
  const byIndex = new Map<number, BlockChunk<T>>();
  for (const item of items) {
    const index = Math.max(0, Math.floor(item.box.left / spanPx));
    let chunk = byIndex.get(index);
    if (!chunk)
      byIndex.set(index, (chunk = { index, left: item.box.left, right: item.box.left + item.box.width, items: [] }));
    chunk.items.push(item);
    chunk.left = Math.min(chunk.left, item.box.left);
    chunk.right = Math.max(chunk.right, item.box.left + item.box.width);
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

/** True when a chunk touches the pixel span [fromX, toX]. */
export const isChunkInSpan = (chunk: Pick<BlockChunk<unknown>, 'left' | 'right'>, fromX: number, toX: number) =>
  chunk.right >= fromX && chunk.left <= toX;
